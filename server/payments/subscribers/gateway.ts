/**
 * Asking a provider who a subscriber is (findPaymentSubscriber, and again when quoting and
 * making a payment, so a provider that is down takes no payment and nothing is charged).
 *
 * - A mobile operator is asked nothing: the number's prefix (checked before) is its rule, and
 *   the subscriber is the masked number, with no name and no debt.
 * - In the sandbox a utility answers from sandbox_provider_subscribers (subscribers/sandbox.ts):
 *   an unknown code is 404 SUBSCRIBER_NOT_FOUND; a provider with a row in
 *   sandbox_provider_outages answers 503 PROVIDER_UNAVAILABLE, mobile operators included.
 * - In production this bank has no connection to the providers' systems, so a utility answers
 *   503 PROVIDER_UNAVAILABLE: a bill is never paid to a code nobody could check. Mobile payments
 *   work, as they need no answer.
 */
import type { Locale } from '../../../domain/locale';
import type { PaymentFields } from '../../../domain/payments/fields';
import type { PaymentProviderRow } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb } from '../../ledger';
import { amount, type Schemas } from '../../openapi/json';
import { maskedPhone } from '../../transfers/parties';
import { isProviderDown, sandboxSubscriber } from './sandbox';

/** What the provider answered, with the values the payment keeps. */
export interface FoundSubscriber {
  display: string;
  name: string | null;
  debtMinor: bigint | null;
  phone: string | null;
  subscriberCode: string | null;
}

export interface ProviderGateway {
  findSubscriber(
    db: LedgerDb,
    provider: PaymentProviderRow,
    fields: PaymentFields,
    locale: Locale,
  ): Promise<FoundSubscriber>;
}

export function providerUnavailable(provider: PaymentProviderRow, locale: Locale): BankError {
  return new BankError('PROVIDER_UNAVAILABLE', 503, { provider: provider.names[locale] });
}

function mobileSubscriber(phone: string): FoundSubscriber {
  return { display: maskedPhone(phone), name: null, debtMinor: null, phone, subscriberCode: null };
}

const sandboxGateway: ProviderGateway = {
  async findSubscriber(db, provider, fields, locale) {
    if (await isProviderDown(db, provider.id)) throw providerUnavailable(provider, locale);
    if (fields.phone !== undefined) return mobileSubscriber(fields.phone);
    const code = fields.subscriberCode ?? '';
    const found = await sandboxSubscriber(db, provider.id, code);
    if (!found) {
      throw new BankError('SUBSCRIBER_NOT_FOUND', 404, { provider: provider.names[locale] });
    }
    return {
      display: code,
      name: found.name,
      debtMinor: found.debtMinor,
      phone: null,
      subscriberCode: code,
    };
  },
};

const productionGateway: ProviderGateway = {
  async findSubscriber(_db, provider, fields, locale) {
    if (fields.phone !== undefined) return mobileSubscriber(fields.phone);
    throw providerUnavailable(provider, locale);
  },
};

export const providerGateway = (sandbox: boolean): ProviderGateway =>
  sandbox ? sandboxGateway : productionGateway;

export function subscriberJson(found: FoundSubscriber): Schemas['PaymentSubscriber'] {
  return {
    display: found.display,
    name: found.name,
    debt: found.debtMinor === null ? null : amount(found.debtMinor, 'AZN'),
  };
}
