import type { PaymentFields } from '../../../domain/payments/fields';

/** A provider's field values as a line shows them: a phone as +994 50 123 45 67, a code as is. */
export function fieldDisplay(fields: PaymentFields): string {
  if (fields.phone) {
    const p = fields.phone;
    return `+994 ${p.slice(0, 2)} ${p.slice(2, 5)} ${p.slice(5, 7)} ${p.slice(7)}`;
  }
  return fields.subscriberCode ?? '';
}
