/**
 * How the payment chart's context changes with the customer's typing and the provider's answer,
 * as pure functions: the chart's guards ask what a change or an answer would lead to, and its
 * actions apply the same change.
 */
import {
  amountText,
  formOf,
  lookupKey,
  type PaymentFormInput,
  type PaymentSubscriber,
  paymentRequest,
} from './paymentForm.draft';
import type { PaymentFormContext, PaymentFormEvent } from './paymentForm.types';

/** What a new attempt starts without. */
export const fresh = {
  showProblems: false,
  refusal: null,
  quote: null,
  requoted: false,
  idempotencyKey: null,
  payment: null,
  otp: '',
  sessionId: null,
  codeTriesLeft: null,
} as const;

export const initialContext = (input: PaymentFormInput): PaymentFormContext => ({
  provider: input.provider,
  methods: input.methods,
  form: formOf(input),
  amountFromDebt: false,
  lookup: null,
  payAtOnce: Boolean(input.prefill),
  ...fresh,
});

/**
 * The context after one of the customer's changes. A change answers the refusal (the customer
 * is correcting what the bank refused) and ends a template's one-press pay.
 */
export function changed(
  context: PaymentFormContext,
  event: PaymentFormEvent,
): Partial<PaymentFormContext> {
  if (event.type !== 'FIELD.CHANGE') return {};
  const { form } = context;
  const next =
    event.field === 'from' || event.field === 'amount'
      ? { ...form, [event.field]: event.value }
      : { ...form, fields: { ...form.fields, [event.field]: event.value } };
  return {
    form: next,
    amountFromDebt: event.field === 'amount' ? false : context.amountFromDebt,
    payAtOnce: false,
    refusal: null,
  };
}

/** The provider's fields' key after a change: what the provider would be asked about. */
export const keyAfter = (context: PaymentFormContext, event: PaymentFormEvent) =>
  lookupKey(context.provider, { ...context.form, ...changed(context, event).form });

/** The provider's answer kept; the debt fills the amount unless the customer typed their own. */
export function withSubscriber(
  context: PaymentFormContext,
  subscriber: PaymentSubscriber,
): Partial<PaymentFormContext> {
  const key = lookupKey(context.provider, context.form) ?? '';
  const fill = context.form.amount === '' || context.amountFromDebt;
  const debt = subscriber.debt && subscriber.debt > 0 ? amountText(subscriber.debt) : '';
  return {
    lookup: { key, subscriber, refusal: null },
    form: fill ? { ...context.form, amount: debt } : context.form,
    amountFromDebt: fill,
  };
}

export const requestOf = (context: PaymentFormContext) =>
  paymentRequest(context.provider, context.methods, context.form);

/** Whether the form may be priced: every rule kept and, for a utility, the subscriber found. */
export function sendable(context: PaymentFormContext): boolean {
  if (!requestOf(context)) return false;
  if (!context.provider.debtLookup) return true;
  const { lookup } = context;
  return lookup?.key === lookupKey(context.provider, context.form) && Boolean(lookup?.subscriber);
}
