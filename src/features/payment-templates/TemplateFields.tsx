import { useLingui } from '@lingui/react/macro';
import { amountToMinor, formatMoney } from '../../../domain/money';
import type { PaymentField } from '../../../domain/payments/fields';
import {
  type PaymentCategory,
  providersOf,
  templateNameMaxLength,
} from '../../../machines/templateEditor.form';
import type { TemplateEditorEvent } from '../../../machines/templateEditor.machine';
import { categoryLabels, fieldLabels } from '../../shared/payments/provider-words';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup/ChoiceGroup';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { TextField } from '../../shared/ui/TextField/TextField';
import type { FieldMessages } from './field-messages';
import type { TemplateEditorSnapshot } from './view-props';

export interface TemplateFieldsProps {
  snapshot: TemplateEditorSnapshot;
  send: (event: TemplateEditorEvent) => void;
  messages: FieldMessages;
}

const money = (amount: number) => formatMoney(amountToMinor(amount, 'AZN') ?? 0, 'AZN');

/** The template's name, unique among the customer's templates. */
export function NameField({ snapshot, send, messages }: TemplateFieldsProps) {
  const { t } = useLingui();
  const length = templateNameMaxLength;
  return (
    <TextField
      label={t`Template name`}
      name="name"
      autoComplete="off"
      value={snapshot.context.form.name}
      isReadOnly={snapshot.hasTag('busy')}
      onChange={(value) => send({ type: 'NAME.CHANGE', value })}
      description={t`At most ${length} characters, different from your other templates`}
      isInvalid={Boolean(messages.name)}
      validationBehavior="aria"
      errorMessage={messages.name}
    />
  );
}

/** The category, then its providers (PRODUCT 3 "Payment template": category, operator). */
export function ProviderChoice({ snapshot, send, messages }: TemplateFieldsProps) {
  const { t, i18n } = useLingui();
  const { categories, form } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const providers = providersOf(categories, form.category);
  return (
    <>
      <ChoiceGroup
        block="template-editor"
        label={t`Category`}
        value={form.category ?? ''}
        isDisabled={busy}
        isCompact
        errorMessage={messages.category}
        onChange={(value) => send({ type: 'CATEGORY.SELECT', value: value as PaymentCategory })}
        choices={categories.map(({ category }) => ({
          value: category,
          label: i18n._(categoryLabels[category]),
        }))}
      />
      {form.category && (
        <ChoiceGroup
          block="template-editor"
          label={t`Provider`}
          value={form.providerId}
          isDisabled={busy}
          isCompact
          errorMessage={messages.providerId}
          onChange={(value) => send({ type: 'PROVIDER.SELECT', value })}
          choices={providers.map((provider) => ({ value: provider.id, label: provider.name }))}
        />
      )}
    </>
  );
}

/** The provider's declared field and the usual amount within its limits, once it is known. */
export function ProviderFields({ snapshot, send, messages }: TemplateFieldsProps) {
  const { t } = useLingui();
  const { provider, form } = snapshot.context;
  if (snapshot.matches('loadingProvider')) {
    return <Spinner aria-label={t`Loading the provider's form`} />;
  }
  if (!provider || provider.id !== form.providerId) return null;
  const busy = snapshot.hasTag('busy');
  const min = money(provider.minAmount);
  const max = money(provider.maxAmount);
  return (
    <>
      {provider.fields.map((field) => (
        <DeclaredField key={field.name} field={field} {...{ snapshot, send, messages }} />
      ))}
      <TextField
        label={t`Amount, ₼ (optional)`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={form.amount}
        isReadOnly={busy}
        onChange={(value) => send({ type: 'AMOUNT.CHANGE', value })}
        description={t`From ${min} to ${max}. Leave it empty to enter the amount at each payment.`}
        isInvalid={Boolean(messages.amount)}
        validationBehavior="aria"
        errorMessage={messages.amount}
      />
    </>
  );
}

/** One field as the provider declares it: its label, its example and, for a phone, its prefixes. */
function DeclaredField({
  field,
  snapshot,
  send,
  messages,
}: TemplateFieldsProps & { field: PaymentField }) {
  const { t, i18n } = useLingui();
  const example = field.example;
  // Plain commas: Chromium's ICU has no Azerbaijani list words and would say "and" in English.
  const prefixes = (field.prefixes ?? []).join(', ');
  const isPhone = field.name === 'phone';
  return (
    <TextField
      label={i18n._(fieldLabels[field.name])}
      name={field.name}
      inputMode={isPhone ? 'tel' : 'text'}
      autoComplete="off"
      value={snapshot.context.form.fields[field.name] ?? ''}
      isReadOnly={snapshot.hasTag('busy')}
      onChange={(value) => send({ type: 'FIELD.CHANGE', field: field.name, value })}
      description={
        isPhone
          ? t`9 digits starting with ${prefixes}, for example ${example}`
          : t`As on your bill, for example ${example}`
      }
      isInvalid={Boolean(messages[field.name])}
      validationBehavior="aria"
      errorMessage={messages[field.name]}
    />
  );
}
