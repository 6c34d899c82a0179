import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { cashSplitOf } from '../../../machines/cashCode.draft';
import { chosenSource, manatSources } from '../../../machines/movement/manat-sources';
import { Money } from '../../shared/balances';
import { sourceChoices } from '../../shared/movement/source-choices';
import { Button } from '../../shared/ui/Button/Button';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup/ChoiceGroup';
import { TextField } from '../../shared/ui/TextField/TextField';
import { useCashFieldMessages } from './field-messages';
import type { CashCodeViewProps } from './view-props';

const azn = (amount: number) => <Money amount={amount} currency="AZN" alwaysVisible />;

/** The split the amount would become, said before pricing (PRODUCT 9: at most 4 000 ₼ a code). */
function SplitHint({ amount }: { amount: string }) {
  const parts = cashSplitOf(amount);
  if (parts.length < 2) return null;
  const count = parts.length;
  return (
    <p className="movement__note">
      <Trans>
        Over 4 000 ₼ the cash is split into several codes, each at most {azn(4000)}. Codes: {count}.
      </Trans>
    </p>
  );
}

/** The card or account and the amount (PRODUCT 5), priced by Continue. */
export function CashCodeForm({ snapshot, send }: CashCodeViewProps) {
  const { t } = useLingui();
  const { context } = snapshot;
  const { methods, form, refusal } = context;
  const busy = snapshot.matches('quoting');
  const messages = useCashFieldMessages(context);
  const sources = manatSources(methods);
  const source = chosenSource(methods, form.from);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  if (sources.length === 0) {
    return (
      <p className="movement__alert" role="alert">
        <Trans>You have no manat account or active card to take cash from.</Trans>
      </p>
    );
  }
  return (
    <form className="cash-codes__form" onSubmit={submit} noValidate aria-busy={busy}>
      <ChoiceGroup
        block="movement"
        label={t`Take cash from`}
        value={form.from}
        isDisabled={busy}
        errorMessage={messages.from}
        onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'from', value })}
        choices={sourceChoices(sources)}
      />
      <TextField
        label={t`Amount, ₼`}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        value={form.amount}
        isReadOnly={busy}
        onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'amount', value })}
        description={
          <>
            <Trans>From {azn(10)}, in multiples of 5 ₼.</Trans>
            {source && (
              <>
                {' '}
                <Trans>
                  Available: <Money amount={source.available} currency={source.currency} />
                </Trans>
              </>
            )}
          </>
        }
        isInvalid={Boolean(messages.amount)}
        validationBehavior="aria"
        errorMessage={messages.amount}
      />
      <SplitHint amount={form.amount} />
      {refusal && !refusal.field && (
        <p className="movement__alert" role="alert">
          {refusal.message || t`An error occurred`}
        </p>
      )}
      <Button type="submit" isFullWidth isPending={busy}>
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
