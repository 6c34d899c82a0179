/**
 * The demo customers' products, booked through the ledger at the dates they happened so that
 * balances, history and the loan's paid instalments all agree with the books. Every date is
 * counted back from the clock's now; nothing is booked after it.
 */
import { Temporal } from 'temporal-polyfill';
import { bakuDate, bankTimeZone } from '../../domain/calendar';
import type { DepositType, PayoutFrequency } from '../../domain/deposit';
import type { Clock } from '../clock';
import type { Currency, CurrentAccount } from '../db/schema';
import { bankAccountId, type LedgerDb, placeHold, postLedgerTransaction } from '../ledger';
import { openCurrentAccount } from '../products/accounts/open';
import type { CardVaultKey } from '../products/cards/controls/vault';
import { issueCard } from '../products/cards/issue';
import { type Profile, plannedOperations } from './demo-operations';
import {
  at,
  bookOperation,
  clearingAccounts,
  depositSteps,
  loanSteps,
  type Step,
  stoppedAt,
} from './demo-steps';

interface DemoProducts extends Profile {
  loan: { amount: bigint; rate: string; months: number; monthsAgo: number };
  deposit: {
    type: DepositType;
    payout: PayoutFrequency;
    currency: Currency;
    amount: bigint;
    rate: string;
    months: number;
  };
}

/** By demo customer, in the order of demo-customers.ts. */
const demoProducts: readonly DemoProducts[] = [
  {
    employer: 'Azersun Holding',
    salary: 2_400_00n,
    salaryDay: 5,
    spending: 1,
    mobileOperator: 'Azercell',
    phone: '050 123 45 67',
    subscriberCode: '1002345671',
    loan: { amount: 6_000_00n, rate: '16.5', months: 24, monthsAgo: 4 },
    deposit: {
      type: 'PROFIT',
      payout: 'MON',
      currency: 'AZN',
      amount: 2_000_00n,
      rate: '10.5',
      months: 12,
    },
  },
  {
    employer: 'SOCAR',
    salary: 3_100_00n,
    salaryDay: 25,
    spending: 1.1,
    mobileOperator: 'Bakcell',
    phone: '070 111 22 33',
    subscriberCode: '2004561238',
    loan: { amount: 9_000_00n, rate: '14.9', months: 36, monthsAgo: 5 },
    deposit: {
      type: 'TRGT',
      payout: 'YEARLY',
      currency: 'USD',
      amount: 1_000_00n,
      rate: '3.5',
      months: 6,
    },
  },
  {
    employer: 'Bakı Dövlət Universiteti',
    salary: 1_650_00n,
    salaryDay: 10,
    spending: 0.6,
    mobileOperator: 'Nar',
    phone: '077 222 33 44',
    subscriberCode: '3007894562',
    loan: { amount: 3_000_00n, rate: '18', months: 12, monthsAgo: 3 },
    deposit: {
      type: 'AVANS',
      payout: 'MON',
      currency: 'AZN',
      amount: 1_000_00n,
      rate: '9',
      months: 9,
    },
  },
];

export interface DemoHolder {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * Seeds the products of registered demo customers, in the caller's transaction; the cards' whole
 * numbers are sealed under `vaultKey` (the server's, so it can show them).
 */
export async function seedDemoProducts(
  db: LedgerDb,
  clock: Clock,
  holders: readonly DemoHolder[],
  vaultKey?: CardVaultKey,
) {
  for (const [index, holder] of holders.entries()) {
    const products = demoProducts[index % demoProducts.length] as DemoProducts;
    await seedHolder(db, clock, holder, products, { index, vaultKey });
  }
}

/** A holder's accounts and cards, open before the dated steps of their past begin. */
interface HolderAccounts {
  customerId: string;
  azn: CurrentAccount;
  usd: CurrentAccount;
  cardIds: [string, string];
}

async function seedHolder(
  db: LedgerDb,
  clock: Clock,
  holder: DemoHolder,
  products: DemoProducts,
  { index, vaultKey }: { index: number; vaultKey: CardVaultKey | undefined },
) {
  const now = clock.now();
  const today = bakuDate(now);
  const loanStart = today.subtract({ months: products.loan.monthsAgo, days: 9 });
  const openedAt = stoppedAt(at(loanStart.subtract({ days: 2 }), 9));
  const customerId = holder.id;
  const azn = await openCurrentAccount(db, openedAt, {
    customerId,
    currency: 'AZN',
  });
  const usd = await openCurrentAccount(db, openedAt, {
    customerId,
    currency: 'USD',
  });
  const cardIds = await issueDemoCards(db, openedAt, customerId, [azn, usd], {
    today,
    index,
    vaultKey,
  });
  await topUp(db, openedAt, azn, 500_00n);
  await topUp(db, openedAt, usd, 1_500_00n);
  const accounts = { customerId, azn, usd, cardIds };
  const steps = holderSteps(db, accounts, products, index, { today, loanStart });
  steps.sort((a, b) => Temporal.Instant.compare(a.at, b.at));
  for (const step of steps) {
    if (Temporal.Instant.compare(step.at, now) < 0) await step.run(stoppedAt(step.at));
  }
  // A card payment authorised an hour ago and not yet settled: the card's blocked amount.
  await placeHold(db, stoppedAt(now.subtract({ hours: 1 })), {
    accountId: azn.ledgerAccountId,
    amount: 23_40n,
    reason: `CARD_AUTHORISATION ${cardIds[0]} Wolt`,
    expiresAt: now.add({ hours: 24 * 7 }),
  });
}

/** The dated steps of a holder's past: the loan, the deposit and about three months of spending. */
function holderSteps(
  db: LedgerDb,
  { customerId, azn, usd, cardIds }: HolderAccounts,
  products: DemoProducts,
  index: number,
  { today, loanStart }: { today: Temporal.PlainDate; loanStart: Temporal.PlainDate },
): Step[] {
  const historyStart = today.subtract({ months: 3, days: 3 });
  const clearing = clearingAccounts(db);
  const { loan, deposit } = products;
  return [
    ...loanSteps(
      db,
      {
        customerId,
        product: 'LOAN',
        contractNumber: `KR-${loanStart.year}-${String(104_501 + index * 37).padStart(6, '0')}`,
        principal: loan.amount,
        ratePercent: loan.rate,
        termMonths: loan.months,
        startDate: loanStart,
        repaymentAccount: azn,
      },
      today,
    ),
    ...depositSteps(
      db,
      {
        customerId,
        productType: deposit.type,
        payoutFrequency: deposit.payout,
        termMonths: deposit.months,
        ratePercent: deposit.rate,
        principal: deposit.amount,
        source: deposit.currency === 'USD' ? usd : azn,
        startDate: historyStart.add({ days: 9 }),
      },
      today,
    ),
    ...plannedOperations(historyStart, today, products, 2026 + index).map((operation) => ({
      at: operation.at.toZonedDateTime(bankTimeZone).toInstant(),
      run: async (stepClock: Clock) => {
        const account = operation.currency === 'USD' ? usd : azn;
        const cardId = operation.card === undefined ? undefined : cardIds[operation.card];
        const clearingId = await clearing(operation.currency);
        await bookOperation(db, stepClock, operation, account, clearingId, cardId);
      },
    })),
  ];
}

async function issueDemoCards(
  db: LedgerDb,
  clock: Clock,
  customerId: string,
  [azn, usd]: [CurrentAccount, CurrentAccount],
  {
    today,
    index,
    vaultKey,
  }: { today: Temporal.PlainDate; index: number; vaultKey: CardVaultKey | undefined },
): Promise<[string, string]> {
  const expiry = (years: number) => today.add({ years }).toPlainYearMonth().toString();
  const first = await issueCard(
    db,
    clock,
    {
      customerId,
      accountId: azn.id,
      product: 'VISA_CLASSIC',
      paymentSystem: 'VISA',
      bin: '462213',
      last4: String(4821 + index * 1117).slice(-4),
      expiryMonth: expiry(3),
      isDefault: true,
    },
    vaultKey,
  );
  const second = await issueCard(
    db,
    clock,
    {
      customerId,
      accountId: usd.id,
      product: 'MASTERCARD_GOLD',
      paymentSystem: 'MASTERCARD',
      bin: '522145',
      last4: String(7305 + index * 929).slice(-4),
      expiryMonth: expiry(2),
      isDefault: false,
    },
    vaultKey,
  );
  return [first.id, second.id];
}

/** Cash paid in at a branch: the bank's cash goes down (an asset, negative), the account up. */
async function topUp(db: LedgerDb, clock: Clock, account: CurrentAccount, amount: bigint) {
  const currency = account.currency;
  await postLedgerTransaction(db, clock, {
    kind: 'CASH_DEPOSIT',
    description: 'Nağd mədaxil, filial',
    metadata: { category: 'TOP_UP' },
    postings: [
      { accountId: await bankAccountId(db, 'CASH', currency), amount: -amount, currency },
      { accountId: account.ledgerAccountId, amount, currency },
    ],
  });
}
