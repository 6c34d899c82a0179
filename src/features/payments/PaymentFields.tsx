import { Trans, useLingui } from '@lingui/react/macro';
import { chosenSource, manatSources } from '../../../machines/movement/manat-sources';
import { lookupKey } from '../../../machines/paymentForm.draft';
import type { PaymentFormEvent } from '../../../machines/paymentForm.machine';
import { Money } from '../../shared/balances';
import { sourceChoices } from '../../shared/movement/source-choices';
import { fieldLabels } from '../../shared/payments/provider-words';
import { Button } from '../../shared/ui/Button/Button';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup/ChoiceGroup';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { TextField } from '../../shared/ui/TextField/TextField';
import type { FieldMessages } from './field-messages';
import type { PaymentViewProps } from './view-props';

export interface PaymentFieldsProps {
  snapshot: PaymentViewProps['snapshot'];
  messages: FieldMessages;
  isDisabled: boolean;
  send: (event: PaymentFormEvent) => void;
}

/** The hint of a declared field: the operator's prefixes, or a code of the right form. */
function useFieldHint(field: PaymentFieldsProps['snapshot']['context']['provider']['fields'][0]) {
  const { t } = useLingui();
  const { example } = field;
  if (field.name !== 'phone') return t`As on your bill, for example ${example}`;
  const prefixes = (field.prefixes ?? []).join(', ');
  return t`+994 and 9 digits; this operator's numbers start with ${prefixes}`;
}

function DeclaredField({ field, ...props }: PaymentFieldsProps & { field: FieldOf }) {
  const { i18n } = useLingui();
  const { snapshot, messages, isDisabled, send } = props;
  const hint = useFieldHint(field);
  const phone = field.name === 'phone';
  return (
    <TextField
      label={i18n._(fieldLabels[field.name])}
      name={field.name}
      autoComplete={phone ? 'tel-national' : 'off'}
      inputMode={phone ? 'tel' : 'text'}
      placeholder={phone ? '+994' : undefined}
      value={snapshot.context.form.fields[field.name] ?? ''}
      isReadOnly={isDisabled}
      onChange={(value) => send({ type: 'FIELD.CHANGE', field: field.name, value })}
      transform={phone ? undefined : (value: string) => value.toUpperCase()}
      description={hint}
      isInvalid={Boolean(messages[field.name])}
      validationBehavior="aria"
      errorMessage={messages[field.name]}
    />
  );
}
type FieldOf = PaymentFieldsProps['snapshot']['context']['provider']['fields'][0];

/** The provider's own fields, rendered from its declaration. */
export function ProviderFields(props: PaymentFieldsProps) {
  return props.snapshot.context.provider.fields.map((field) => (
    <DeclaredField key={field.name} field={field} {...props} />
  ));
}

/** What the provider answered about the subscriber: name and debt, or why it could not. */
export function SubscriberAnswer({ snapshot, send }: PaymentFieldsProps) {
  const { provider, form, lookup } = snapshot.context;
  const name = provider.name;
  if (snapshot.hasTag('lookup')) {
    return (
      <p className="movement__note" role="status">
        <Spinner size="sm" /> <Trans>Asking {name} about the subscriber…</Trans>
      </p>
    );
  }
  if (!lookup || lookup.key !== lookupKey(provider, form)) return null;
  if (lookup.refusal?.unavailable) {
    return (
      <div className="movement__alert" role="alert">
        <p>
          <Trans>
            {name} does not answer now, so the debt cannot be shown. Nothing was charged.
          </Trans>
        </p>
        <Button variant="secondary" onPress={() => send({ type: 'LOOKUP.RETRY' })}>
          <Trans>Ask again</Trans>
        </Button>
      </div>
    );
  }
  const subscriber = lookup.subscriber;
  if (!subscriber) return null;
  const debt = subscriber.debt ?? 0;
  return (
    <p className="payments__subscriber" role="status">
      <span>{subscriber.name ?? subscriber.display}</span>
      <span>
        {debt > 0 ? (
          <Trans>
            Debt: <Money amount={debt} currency="AZN" alwaysVisible />
          </Trans>
        ) : (
          <Trans>Nothing is owed now</Trans>
        )}
      </span>
    </p>
  );
}

/** The AZN current accounts and cards that may pay, each with what it can spend now. */
export function SourceChoice({ snapshot, messages, isDisabled, send }: PaymentFieldsProps) {
  const { t } = useLingui();
  const { methods, form } = snapshot.context;
  const sources = manatSources(methods);
  if (sources.length === 0) {
    return (
      <p className="movement__alert" role="alert">
        <Trans>You have no manat account or active card to pay from.</Trans>
      </p>
    );
  }
  return (
    <ChoiceGroup
      block="movement"
      label={t`Pay from`}
      value={form.from}
      isDisabled={isDisabled}
      errorMessage={messages.from}
      onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'from', value })}
      choices={sourceChoices(sources)}
    />
  );
}

/** The amount in ₼, with the provider's minimum and maximum and what the source can spend. */
export function AmountField({ snapshot, messages, isDisabled, send }: PaymentFieldsProps) {
  const { t } = useLingui();
  const { provider, methods, form } = snapshot.context;
  const source = chosenSource(methods, form.from);
  return (
    <TextField
      label={t`Amount, ₼`}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      value={form.amount}
      isReadOnly={isDisabled}
      onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'amount', value })}
      description={
        <>
          <Trans>
            From <Money amount={provider.minAmount} currency="AZN" alwaysVisible /> to{' '}
            <Money amount={provider.maxAmount} currency="AZN" alwaysVisible />
          </Trans>
          {source && (
            <>
              {'. '}
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
  );
}
