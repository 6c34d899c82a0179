import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { SnapshotFrom } from 'xstate';
import { type ProductCurrency, productCurrencies } from '../../../domain/deposit-opening';
import type {
  AccountOpeningEvent,
  accountOpeningMachine,
} from '../../../machines/accountOpening.machine';
import { currencyNames } from '../../shared/products';
import { Button } from '../../shared/ui/Button/Button';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import '../../shared/ui/RadioOption/radio-option.css';
import '../../shared/products/opening.css';

export interface AccountOpeningDialogProps {
  snapshot: SnapshotFrom<typeof accountOpeningMachine>;
  send: (event: AccountOpeningEvent) => void;
  onClose: () => void;
}

/** Step 1 of opening a current account, the currency choice, drawn from its chart. */
export function AccountOpeningDialog({ snapshot, send, onClose }: AccountOpeningDialogProps) {
  const { t, i18n } = useLingui();
  const busy = snapshot.hasTag('busy');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <ModalDialog
      title={t`Open a new account`}
      size="sm"
      isOpen
      // The bank is creating the application: closing now would lose where it went.
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <form className="opening-form" onSubmit={submit} noValidate aria-busy={busy}>
        <RadioGroup
          className="ui-radio-group"
          value={snapshot.context.currency}
          isDisabled={busy}
          onChange={(value) => send({ type: 'CURRENCY.SELECT', value: value as ProductCurrency })}
        >
          <Label className="ui-radio-group__label">
            <Trans>Currency of the account</Trans>
          </Label>
          {productCurrencies.map((currency) => (
            <Radio key={currency} value={currency} className="ui-radio-option">
              <span>
                {currency}
                <span className="opening-form__hint">{i18n._(currencyNames[currency])}</span>
              </span>
            </Radio>
          ))}
        </RadioGroup>
        <p className="opening-form__hint">
          <Trans>
            Next you answer the FATCA questions, read the account agreement and sign it in the
            signing app. The bank then opens the account.
          </Trans>
        </p>
        {snapshot.matches('failed') && (
          <p className="opening-form__alert" role="alert">
            {snapshot.context.error || t`An error occurred`}
          </p>
        )}
        <Button type="submit" isFullWidth isPending={busy}>
          <Trans>Open the account</Trans>
        </Button>
      </form>
    </ModalDialog>
  );
}
