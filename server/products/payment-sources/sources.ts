/**
 * The customer's payment sources (issue 16 "Payment methods"): their current accounts and cards,
 * each with whether it can pay now, in one order every caller shares, and the default among
 * them. This lives with the products rather than with payments because both sides need it:
 * /payment-methods lists it (server/payments/methods) and blocking a card moves the default
 * (products/cards/routes.ts); payments may import products, never the other way round.
 */
import { and, eq } from 'drizzle-orm';
import { maskedIban } from '../../../domain/iban';
import { formatMaskedPan } from '../../../domain/transfers/card-number';
import type { Clock } from '../../clock';
import {
  type CardStatus,
  type Currency,
  cards,
  currentAccounts,
  ledgerAccounts,
  type ProductNames,
  paymentDefaults,
} from '../../db/schema';
import { available, type LedgerDb } from '../../ledger';
import { isExpired } from '../cards/payment-source';

/** Why a source cannot pay now: the refusals assertCardCanPay gives (cards/payment-source.ts). */
export type UnusableReason = 'CARD_BLOCKED' | 'CARD_EXPIRED';

export interface PaymentSource {
  kind: 'ACCOUNT' | 'CARD';
  id: string;
  names: ProductNames;
  /** The masked IBAN or card number, as transfers show a party. */
  display: string;
  currency: Currency;
  /** What a card's linked account or the account itself can spend now, in minor units. */
  availableMinor: bigint;
  reason: UnusableReason | null;
}

export interface CustomerSources {
  /** In the bank's order: manat first, cards before accounts, the oldest first. */
  sources: PaymentSource[];
  /** The stored choice (payment_defaults), usable or not; null without a row. */
  storedDefaultId: string | null;
}

const currencyRank: Record<Currency, number> = { AZN: 0, USD: 1, EUR: 2, RUB: 3 };

function cardReason(card: { status: CardStatus; expiresOn: string }, clock: Clock) {
  if (card.status !== 'ACTIVE') return 'CARD_BLOCKED';
  return isExpired(card, clock) ? 'CARD_EXPIRED' : null;
}

/**
 * Every current account with its cards and the stored default, in one statement: an account
 * comes once per card it has (or once with none), and the default row rides on each.
 */
function sourceRows(db: LedgerDb, customerId: string) {
  return db
    .select({
      account: currentAccounts,
      ledger: ledgerAccounts,
      card: cards,
      defaultAccountId: paymentDefaults.accountId,
      defaultCardId: paymentDefaults.cardId,
    })
    .from(currentAccounts)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, currentAccounts.ledgerAccountId))
    .leftJoin(
      cards,
      and(
        eq(cards.accountId, currentAccounts.id),
        eq(cards.customerId, currentAccounts.customerId),
      ),
    )
    .leftJoin(paymentDefaults, eq(paymentDefaults.customerId, currentAccounts.customerId))
    .where(eq(currentAccounts.customerId, customerId))
    .orderBy(currentAccounts.openedAt, currentAccounts.id, cards.issuedAt, cards.id);
}

type SourceRow = Awaited<ReturnType<typeof sourceRows>>[number];

function sourcesOf(rows: SourceRow[], clock: Clock): PaymentSource[] {
  const accounts = new Map<string, PaymentSource>();
  const cardSources: PaymentSource[] = [];
  for (const { account, ledger, card } of rows) {
    const availableMinor = available(ledger);
    accounts.set(account.id, {
      kind: 'ACCOUNT',
      id: account.id,
      names: account.names,
      display: maskedIban(account.iban),
      currency: account.currency,
      availableMinor,
      reason: null,
    });
    if (!card) continue;
    cardSources.push({
      kind: 'CARD',
      id: card.id,
      names: card.names,
      display: formatMaskedPan(card.maskedPan),
      currency: account.currency,
      availableMinor,
      reason: cardReason(card, clock),
    });
  }
  // Stable: within a currency and kind, the rows' order (the oldest first) stays.
  return [...cardSources, ...accounts.values()].sort(
    (a, b) => currencyRank[a.currency] - currencyRank[b.currency],
  );
}

export async function readPaymentSources(
  db: LedgerDb,
  clock: Clock,
  customerId: string,
): Promise<CustomerSources> {
  const rows = await sourceRows(db, customerId);
  const [first] = rows;
  return {
    sources: sourcesOf(rows, clock),
    storedDefaultId: first?.defaultAccountId ?? first?.defaultCardId ?? null,
  };
}

/**
 * The default the forms pre-select: the stored choice while it can pay, else the first usable
 * source in the bank's order (so a manat one when there is any); undefined when none can pay.
 * Blocking the default card stores what this answers without it (default.ts).
 */
export function defaultSource(
  sources: readonly PaymentSource[],
  storedDefaultId: string | null,
): PaymentSource | undefined {
  const usable = sources.filter((source) => source.reason === null);
  return usable.find((source) => source.id === storedDefaultId) ?? usable[0];
}

/** The list /payment-methods shows: usable first, the default first among them. */
export function orderedSources({ sources, storedDefaultId }: CustomerSources) {
  const chosen = defaultSource(sources, storedDefaultId);
  const rest = sources.filter((source) => source !== chosen);
  return {
    chosen,
    items: [
      ...(chosen ? [chosen] : []),
      ...rest.filter((source) => source.reason === null),
      ...rest.filter((source) => source.reason !== null),
    ],
  };
}
