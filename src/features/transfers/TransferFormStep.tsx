import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { commentMaxLength } from '../../../domain/transfers/validation';
import type { TransferType } from '../../../machines/transferForm.draft';
import { transferTypes } from '../../../machines/transferForm.draft';
import { Button } from '../../shared/ui/Button/Button';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup/ChoiceGroup';
import { TextField } from '../../shared/ui/TextField/TextField';
import { useTransferFieldMessages } from './field-messages';
import { transferTypeHints, transferTypeLabels } from './labels';
import { StepHeading } from './StepHeading';
import { AmountField, DestinationFields, SourceChoice } from './TransferFields';
import type { TransferViewProps } from './view-props';

/** The type, then from, to, amount and comment (PRODUCT 3 "Transfer"), sent to be priced. */
export function TransferFormStep({ snapshot, send, focusHeading }: TransferViewProps) {
  const { t, i18n } = useLingui();
  const { context } = snapshot;
  const { type, refusal } = context;
  const busy = snapshot.hasTag('busy');
  const messages = useTransferFieldMessages(context);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const fields = type && { type, context, messages, isDisabled: busy, send };
  return (
    <form className="transfer__step" onSubmit={submit} noValidate aria-busy={busy}>
      <StepHeading focus={focusHeading}>
        <Trans>New transfer</Trans>
      </StepHeading>
      <ChoiceGroup
        block="movement"
        label={t`Type of transfer`}
        value={type ?? ''}
        isDisabled={busy}
        isCompact
        onChange={(value) => send({ type: 'TYPE.SELECT', value: value as TransferType })}
        choices={transferTypes.map((each) => ({
          value: each,
          label: i18n._(transferTypeLabels[each]),
          hint: i18n._(transferTypeHints[each]),
        }))}
      />
      {fields && (
        <>
          <SourceChoice {...fields} />
          <DestinationFields {...fields} />
          <AmountField {...fields} />
          <TextField
            label={t`Comment (optional)`}
            name="comment"
            autoComplete="off"
            value={context.form.comment}
            isReadOnly={busy}
            onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'comment', value })}
            description={t`At most ${commentMaxLength} characters`}
            isInvalid={Boolean(messages.comment)}
            validationBehavior="aria"
            errorMessage={messages.comment}
          />
          {refusal && !refusal.field && (
            <p className="movement__alert" role="alert">
              {refusal.message || t`An error occurred`}
            </p>
          )}
          <Button type="submit" isFullWidth isPending={busy}>
            <Trans>Continue</Trans>
          </Button>
        </>
      )}
    </form>
  );
}
