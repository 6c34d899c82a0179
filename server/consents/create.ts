/**
 * createConsent: a third party asks for access. The request names rights, not accounts (the
 * customer chooses those in the bank); validUntil is after today and at most 180 days ahead by
 * the bank's clock; a one-off consent reads once a day; the redirect URI is registered.
 */
import { Temporal } from 'temporal-polyfill';
import { bakuDate } from '../../domain/calendar';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { accountConsents } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { Schemas } from '../openapi/json';
import { redirectAccepted, type ThirdParty } from './third-parties';

/** The longest a consent may give access, in days from today (PSD2 RTS art. 10's 180 days). */
export const maxConsentDays = 180;

export function checkConsentRequest(
  request: Schemas['ConsentRequest'],
  today: Temporal.PlainDate,
): void {
  const { access } = request;
  if (!access.accounts && !access.balances && !access.transactions) {
    throw new BankError('CONSENT_ACCESS_EMPTY', 400);
  }
  const validUntil = Temporal.PlainDate.from(request.validUntil);
  if (Temporal.PlainDate.compare(validUntil, today) <= 0) {
    throw new BankError('CONSENT_VALID_UNTIL_PAST', 400);
  }
  const latest = today.add({ days: maxConsentDays });
  if (Temporal.PlainDate.compare(validUntil, latest) > 0) {
    throw new BankError('CONSENT_VALID_UNTIL_TOO_FAR', 400, {
      days: maxConsentDays,
      latest: latest.toString(),
    });
  }
  if (!request.recurringIndicator && request.frequencyPerDay !== 1) {
    throw new BankError('CONSENT_FREQUENCY_INVALID', 400);
  }
}

export async function createConsent(
  { db, clock }: { db: BankDb; clock: Clock },
  party: ThirdParty,
  request: Schemas['ConsentRequest'],
  { redirectUri }: { redirectUri: string | undefined },
) {
  if (!redirectUri || !redirectAccepted(party, redirectUri)) {
    throw new BankError('TPP_REDIRECT_URI_NOT_REGISTERED', 400);
  }
  const now = clock.now();
  checkConsentRequest(request, bakuDate(now));
  const [created] = await db
    .insert(accountConsents)
    .values({
      thirdPartyId: party.id,
      status: 'received',
      readsBalances: request.access.balances,
      readsTransactions: request.access.transactions,
      validUntil: request.validUntil,
      frequencyPerDay: request.frequencyPerDay,
      recurring: request.recurringIndicator,
      redirectUri,
      createdAt: toDate(now),
      statusChangedAt: toDate(now),
    })
    .returning();
  if (!created) throw new Error('a consent vanished as it was stored');
  return created;
}
