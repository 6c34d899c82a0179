import { Trans, useLingui } from '@lingui/react/macro';
import { formatIban } from '../../../domain/iban';
import { currencySymbol } from '../../../domain/money';
import { formatMaskedPan } from '../../../domain/transfers/card-number';
import { isOtherBankIban } from '../../../domain/transfers/validation';
import {
  type OwnProduct,
  ownDestinationsFor,
  type Recipient,
  recipientsFor,
  sourceOf,
  sourcesFor,
  type TransferFormField,
  type TransferType,
} from '../../../machines/transferForm.draft';
import type {
  TransferFormContext,
  TransferFormEvent,
} from '../../../machines/transferForm.machine';
import { Money } from '../../shared/balances';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup/ChoiceGroup';
import { TextField, type TextFieldProps } from '../../shared/ui/TextField/TextField';
import type { FieldMessages } from './field-messages';
import { ownAccountLabel, ownCardLabel, recipientLabels } from './labels';

export interface TransferFieldsProps {
  type: TransferType;
  context: TransferFormContext;
  messages: FieldMessages;
  isDisabled: boolean;
  send: (event: TransferFormEvent) => void;
}

/** An account by its IBAN in groups of four, a card by its masked number. */
export function productNumber(product: Pick<OwnProduct, 'kind' | 'number'>): string {
  if (product.kind === 'ACCOUNT') return formatIban(product.number);
  return formatMaskedPan(product.number);
}

const productChoice = (product: OwnProduct) => ({
  value: product.id,
  label: product.name,
  hint: (
    <>
      {productNumber(product)} ·{' '}
      <Trans>
        available <Money amount={product.available} currency={product.currency} />
      </Trans>
    </>
  ),
});

/** The own account or card the money leaves, with what each can spend now (PRODUCT 2.3). */
export function SourceChoice({ type, context, messages, isDisabled, send }: TransferFieldsProps) {
  const { t } = useLingui();
  const sources = sourcesFor(type, context);
  if (sources.length === 0) {
    return (
      <p className="movement__alert" role="alert">
        {type === 'C2A' || type === 'C2C' ? (
          <Trans>You have no active card to send money from.</Trans>
        ) : (
          <Trans>You have no current account to send money from.</Trans>
        )}
      </p>
    );
  }
  return (
    <ChoiceGroup
      block="movement"
      label={t({ message: 'From', context: 'transfer' })}
      value={context.form.from}
      isDisabled={isDisabled}
      errorMessage={messages.from}
      onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'from', value })}
      choices={sources.map(productChoice)}
    />
  );
}

/** Where the money goes: an own product (the default), or someone else by a number. */
export function DestinationFields(props: TransferFieldsProps) {
  const { t, i18n } = useLingui();
  const { type, context, isDisabled, send } = props;
  const toCard = type === 'A2C' || type === 'C2C';
  const label = (recipient: Recipient) =>
    recipient === 'OWN'
      ? i18n._(toCard ? ownCardLabel : ownAccountLabel)
      : i18n._(recipientLabels[recipient]);
  return (
    <>
      <ChoiceGroup
        block="movement"
        label={t({ message: 'To', context: 'transfer' })}
        value={context.form.recipient}
        isDisabled={isDisabled}
        isCompact
        onChange={(value) => send({ type: 'RECIPIENT.SELECT', value: value as Recipient })}
        choices={recipientsFor(type).map((recipient) => ({
          value: recipient,
          label: label(recipient),
        }))}
      />
      <ReceiverFields {...props} />
    </>
  );
}

function ReceiverFields(props: TransferFieldsProps) {
  const { t } = useLingui();
  const { context, messages, isDisabled, send } = props;
  const { form } = context;
  const field = (name: TransferFormField, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      label={label}
      name={name}
      autoComplete="off"
      value={form[name]}
      isReadOnly={isDisabled}
      onChange={(value) => send({ type: 'FIELD.CHANGE', field: name, value })}
      isInvalid={Boolean(messages[name])}
      validationBehavior="aria"
      errorMessage={messages[name]}
      {...extra}
    />
  );
  switch (form.recipient) {
    case 'OWN':
      return <OwnDestination {...props} />;
    case 'CARD':
      return field('cardNumber', t`Receiver's card number`, { inputMode: 'numeric' });
    case 'PHONE':
      return field('phone', t`Receiver's mobile number`, {
        inputMode: 'tel',
        description: t`+994 and 9 digits; a customer of this bank or of a bank in IPS`,
      });
    case 'IBAN':
      return (
        <>
          {field('iban', t`Receiver's IBAN`, { transform: (value: string) => value.toUpperCase() })}
          {isOtherBankIban(form.iban) && (
            <>
              {field('receiverName', t`Receiver's name`, { autoComplete: 'name' })}
              {field('taxId', t`Receiver's tax ID (VÖEN)`, {
                inputMode: 'numeric',
                description: t`Only when the receiver is a company: 10 digits`,
              })}
            </>
          )}
        </>
      );
  }
}

function OwnDestination({ type, context, messages, isDisabled, send }: TransferFieldsProps) {
  const { t } = useLingui();
  const toCard = type === 'A2C' || type === 'C2C';
  const destinations = ownDestinationsFor(type, context, context.form.from);
  if (destinations.length === 0) {
    return (
      <p className="movement__alert" role="alert">
        {toCard ? (
          <Trans>You have no other active card to receive the money.</Trans>
        ) : (
          <Trans>You have no other account to receive the money.</Trans>
        )}
      </p>
    );
  }
  return (
    <ChoiceGroup
      block="movement"
      label={toCard ? t`Your card` : t`Your account`}
      value={context.form.to}
      isDisabled={isDisabled}
      errorMessage={messages.to}
      onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'to', value })}
      choices={destinations.map(productChoice)}
    />
  );
}

/** The amount in the source's currency, with what the source can spend now. */
export function AmountField({ type, context, messages, isDisabled, send }: TransferFieldsProps) {
  const { t } = useLingui();
  const source = sourceOf(type, context, context.form);
  const symbol = currencySymbol(source?.currency ?? 'AZN');
  return (
    <TextField
      label={t`Amount, ${symbol}`}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      value={context.form.amount}
      isReadOnly={isDisabled}
      onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'amount', value })}
      description={
        source && (
          <Trans>
            Available: <Money amount={source.available} currency={source.currency} />
          </Trans>
        )
      }
      isInvalid={Boolean(messages.amount)}
      validationBehavior="aria"
      errorMessage={messages.amount}
    />
  );
}
