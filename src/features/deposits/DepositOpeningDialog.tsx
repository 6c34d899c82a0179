import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { formatDate } from '../../../domain/date-format';
import {
  depositFormProblems,
  depositPreview,
  depositProductFor,
} from '../../../domain/deposit-opening';
import { amountToMinor, currencySymbol, formatMoney } from '../../../domain/money';
import type {
  DepositOpeningEvent,
  depositOpeningMachine,
} from '../../../machines/depositOpening.machine';
import { formatRate } from '../../shared/products';
import { Button } from '../../shared/ui/Button/Button';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { TextField } from '../../shared/ui/TextField/TextField';
import { ProductChoices, SourceChoices, TermChoices } from './DepositOpeningFields';
import { useDepositFieldMessages } from './deposit-opening-messages';
import '../../shared/products/opening.css';

type Snapshot = SnapshotFrom<typeof depositOpeningMachine>;

export interface DepositOpeningDialogProps {
  snapshot: Snapshot;
  send: (event: DepositOpeningEvent) => void;
  onClose: () => void;
}

/** Step 1 of opening a deposit: the product, the amount and the source, drawn from its chart. */
export function DepositOpeningDialog({ snapshot, send, onClose }: DepositOpeningDialogProps) {
  const { t } = useLingui();
  const sending = snapshot.matches('submitting');
  return (
    <ModalDialog
      title={t`Open a new deposit`}
      isOpen
      // The bank is creating the application: closing now would lose where it went.
      isDismissable={!sending}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {snapshot.hasTag('form') ? (
        <DepositForm snapshot={snapshot} send={send} />
      ) : snapshot.matches('loadFailed') ? (
        <>
          <p role="alert">
            <Trans>The deposit terms could not be loaded.</Trans>
          </p>
          <Button onPress={() => send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        </>
      ) : (
        <Spinner />
      )}
    </ModalDialog>
  );
}

function DepositForm({ snapshot, send }: Omit<DepositOpeningDialogProps, 'onClose'>) {
  const { t } = useLingui();
  const { context } = snapshot;
  const { form, refusal } = context;
  const busy = snapshot.hasTag('busy');
  const messages = useDepositFieldMessages(context);
  const product = depositProductFor(context.products, form);
  const money = (amount: number) =>
    formatMoney(amountToMinor(amount, form.currency) ?? 0, form.currency);
  const limits = product?.maxAmount
    ? t`From ${money(product.minAmount)} to ${money(product.maxAmount)}`
    : product && t`At least ${money(product.minAmount)}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const choices = { context, messages, isDisabled: busy, send };
  const overBalance = depositFormProblems(form, context).amount === 'above-balance';
  return (
    <form className="opening-form" onSubmit={submit} noValidate aria-busy={busy}>
      <ProductChoices {...choices} />
      <TermChoices {...choices} />
      <TextField
        label={t`Amount, ${currencySymbol(form.currency)}`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={form.amount}
        isReadOnly={busy}
        onChange={(value) => send({ type: 'AMOUNT.CHANGE', value })}
        description={limits}
        isInvalid={Boolean(messages.amount)}
        validationBehavior="aria"
        errorMessage={messages.amount}
      />
      <SourceChoices {...choices} />
      <DepositSummary snapshot={snapshot} />
      {refusal && !refusal.field && (
        <p className="opening-form__alert" role="alert">
          {refusal.message || t`An error occurred`}
        </p>
      )}
      <Button
        type="submit"
        isFullWidth
        isPending={busy}
        // Over the balance it cannot be opened; the reason stands at the amount and below.
        isDisabled={!busy && !snapshot.can({ type: 'SUBMIT' })}
        aria-describedby={overBalance ? 'deposit-over-balance' : undefined}
      >
        <Trans>Open the deposit</Trans>
      </Button>
      {overBalance && (
        <p className="opening-form__alert" id="deposit-over-balance">
          <Trans>
            The deposit cannot be opened for more than the account holds. Lower the amount or choose
            another account.
          </Trans>
        </p>
      )}
    </form>
  );
}

/** The rate and the interest the deposit will earn, before the customer commits. */
function DepositSummary({ snapshot }: { snapshot: Snapshot }) {
  const { context } = snapshot;
  const preview = depositPreview(context.form, context.products, context.today);
  if (!preview) return null;
  const currency = context.form.currency;
  return (
    <dl className="opening-form__summary" aria-live="polite">
      <div>
        <dt>
          <Trans>Annual rate</Trans>
        </dt>
        <dd>{formatRate(preview.ratePercent)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Interest you will earn</Trans>
        </dt>
        <dd>{formatMoney(preview.interestMinor, currency)}</dd>
      </div>
      <div>
        <dt>
          <Trans>End of the term</Trans>
        </dt>
        <dd>{formatDate(preview.endDate)}</dd>
      </div>
    </dl>
  );
}
