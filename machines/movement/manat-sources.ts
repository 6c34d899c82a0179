/**
 * Where money in manats may leave from, for the forms that pay in ₼ (payments, cash by code):
 * the customer's AZN accounts and cards the bank lists as usable, in the bank's order (the
 * default first), with the choice kept or replaced when the list changes.
 */
import type { components } from '../../openapi/generated/schema';

type PaymentMethod = components['schemas']['PaymentMethod'];

export function manatSources(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((method) => method.usable && method.currency === 'AZN');
}

/** The default when it may pay, else the first source that may. */
export function initialSource(methods: readonly PaymentMethod[], defaultId: string | null) {
  const sources = manatSources(methods);
  return (sources.find(({ productId }) => productId === defaultId) ?? sources[0])?.productId ?? '';
}

/** The source still chosen when the lists change, else the first that may pay. */
export function keptSource(methods: readonly PaymentMethod[], from: string): string {
  const sources = manatSources(methods);
  return sources.some(({ productId }) => productId === from) ? from : initialSource(methods, null);
}

/** The chosen source, while it may still pay. */
export const chosenSource = (methods: readonly PaymentMethod[], from: string) =>
  manatSources(methods).find(({ productId }) => productId === from);
