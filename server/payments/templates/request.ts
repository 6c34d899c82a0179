/**
 * A template request checked as a payment is (issue 16: "validation as for the payment
 * itself"): the provider exists, its fields pass its rules with the same checker and the same
 * refusals as quotePayment (subscribers/fields.ts), and the usual amount, when given, is within
 * the provider's minimum and maximum. No balance is checked: the template names no source.
 */
import type { Locale } from '../../../domain/locale';
import { parsePaymentAmount } from '../../../domain/payments/fields';
import type { PaymentProviderRow } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb } from '../../ledger';
import type { Schemas } from '../../openapi/json';
import { findProvider } from '../providers/store';
import { checkedFields, paymentRefusal } from '../subscribers/fields';

/** What a template row keeps, as checked. */
export interface CheckedTemplate {
  name: string;
  provider: PaymentProviderRow;
  phone: string | null;
  subscriberCode: string | null;
  amountMinor: bigint | null;
}

export async function checkTemplateRequest(
  db: LedgerDb,
  request: Schemas['PaymentTemplateRequest'],
  locale: Locale,
): Promise<CheckedTemplate> {
  // Spaces around a name are not part of it, as the editor trims them.
  const name = request.name.trim();
  if (name === '') throw new BankError('TEMPLATE_NAME_REQUIRED', 400);
  const provider = await findProvider(db, request.providerId);
  const fields = checkedFields(provider, request.fields, locale);
  let amountMinor: bigint | null = null;
  if (request.amount !== null && request.amount !== undefined) {
    const parsed = parsePaymentAmount(request.amount, provider);
    if (!parsed.ok) throw paymentRefusal(parsed.problem, provider, locale);
    amountMinor = parsed.minor;
  }
  return {
    name,
    provider,
    phone: fields.phone ?? null,
    subscriberCode: fields.subscriberCode ?? null,
    amountMinor,
  };
}
