/**
 * GET /api/v1/cards and the card's two state changes (PRODUCT 4.5). Block and activate are
 * idempotent: asking for the state a card is already in answers 200 and changes nothing, so a
 * retried tap or a double click is harmless. Each is one conditional UPDATE, so two requests at
 * once cannot interleave, then one read of the card. Blocking the default payment source also
 * moves the default, in the same transaction (products/payment-sources).
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bakuDate } from '../../../domain/calendar';
import type { Locale } from '../../../domain/locale';
import { signedIn } from '../../auth';
import { toDate } from '../../clock';
import { cards, currentAccounts, ledgerAccounts, paymentDefaults } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import { requestLocale } from '../../i18n';
import { available, type LedgerDb } from '../../ledger';
import { amount, type Schemas } from '../../openapi/json';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { accountRef, checkProductId, productNotFound } from '../json';
import { moveDefaultOffBlockedCard } from '../payment-sources';

/** The customer's cards, or one of them, as a prepared statement (built and planned once). */
function cardsQuery(db: LedgerDb, one: boolean) {
  return db
    .select({
      card: cards,
      account: currentAccounts,
      ledger: ledgerAccounts,
      isDefault: sql<boolean>`${paymentDefaults.cardId} is not null`,
    })
    .from(cards)
    .innerJoin(currentAccounts, eq(currentAccounts.id, cards.accountId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, currentAccounts.ledgerAccountId))
    .leftJoin(paymentDefaults, eq(paymentDefaults.cardId, cards.id))
    .where(
      and(
        eq(cards.customerId, sql.placeholder('customerId')),
        one ? eq(cards.id, sql.placeholder('cardId')) : undefined,
      ),
    )
    .orderBy(desc(sql`${paymentDefaults.cardId} is not null`), cards.issuedAt)
    .prepare(one ? 'bank_card_of_customer' : 'bank_cards_of_customer');
}

type CardQuery = ReturnType<typeof cardsQuery>;
type CardRow = Awaited<ReturnType<CardQuery['execute']>>[number];

function cardsJson(rows: CardRow[], locale: Locale) {
  return rows.map(({ card, account, ledger, isDefault }): Schemas['Card'] => {
    const [year = '', month = ''] = card.expiresOn.split('-');
    return {
      id: card.id,
      name: card.names[locale],
      maskedPan: card.maskedPan,
      paymentSystem: card.paymentSystem,
      status: card.status,
      currency: account.currency,
      balance: amount(available(ledger), account.currency),
      blockedAmount: amount(ledger.held, account.currency),
      isDefault,
      expiry: `${month}/${year.slice(-2)}`,
      account: accountRef(account, locale),
    };
  });
}

async function readCard(
  oneCard: CardQuery,
  { customerId, cardId, locale }: { customerId: string; cardId: string; locale: Locale },
) {
  const [card] = cardsJson(await oneCard.execute({ customerId, cardId }), locale);
  if (!card) throw productNotFound();
  return card;
}

export function registerCardRoutes(app: FastifyInstance, { db, clock }: BankDependencies) {
  const allCards = cardsQuery(db, false);
  const oneCard = cardsQuery(db, true);
  registerOperation(app, 'listCards', async (request) =>
    cardsJson(
      await allCards.execute({ customerId: signedIn(request).customer.id }),
      requestLocale(request),
    ),
  );

  registerOperation(app, 'blockCard', async (request) => {
    const customerId = signedIn(request).customer.id;
    const cardId = checkProductId(request.params.id);
    // The default payment source moves off the card in the block's own transaction.
    await db.transaction(async (tx) => {
      const blocked = await tx
        .update(cards)
        .set({
          status: 'BLOCKED',
          // Blocking again keeps the moment of the first block.
          blockedAt: sql`coalesce(${cards.blockedAt}, ${toDate(clock.now()).toISOString()}::timestamptz)`,
        })
        .where(and(eq(cards.id, cardId), eq(cards.customerId, customerId)))
        .returning({ id: cards.id });
      if (blocked.length > 0) await moveDefaultOffBlockedCard(tx, clock, customerId, cardId);
    });
    return readCard(oneCard, { customerId, cardId, locale: requestLocale(request) });
  });

  registerOperation(app, 'activateCard', async (request) => {
    const customerId = signedIn(request).customer.id;
    const cardId = checkProductId(request.params.id);
    const activated = await db
      .update(cards)
      .set({ status: 'ACTIVE', blockedAt: null })
      .where(
        and(
          eq(cards.id, cardId),
          eq(cards.customerId, customerId),
          gte(cards.expiresOn, bakuDate(clock.now()).toString()),
        ),
      )
      .returning({ id: cards.id });
    const card = await readCard(oneCard, { customerId, cardId, locale: requestLocale(request) });
    // The card is theirs (readCard found it) but the update did not take: it has expired.
    if (activated.length === 0) throw new BankError('CARD_EXPIRED', 409);
    return card;
  });
}
