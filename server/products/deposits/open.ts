/**
 * Deposits on the ledger. Opening moves the principal from the source account to the deposit's
 * principal account; interest accrues into a separate interest account (the bank's expense,
 * owed to the customer) and is paid out to the source account on the payout dates of
 * domain/deposit.ts. Principal and interest stay apart so "accrued interest" is a balance,
 * never a computation.
 */
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { PayoutFrequency } from '../../../domain/deposit';
import {
  accrueInterest,
  type DepositType,
  depositEndDate,
  nextPayoutDate,
} from '../../../domain/deposit';
import type { Clock } from '../../clock';
import { type CurrentAccount, type Deposit, deposits } from '../../db/schema';
import {
  bankAccountId,
  type LedgerDb,
  openLedgerAccount,
  postLedgerTransaction,
} from '../../ledger';
import { allocateAccountNumber } from '../accounts/numbering';
import { depositNames, namedAfter } from '../names';

export interface OpenDepositInput {
  customerId: string;
  productType: DepositType;
  payoutFrequency: PayoutFrequency;
  termMonths: number;
  ratePercent: string;
  principal: bigint;
  source: CurrentAccount;
  startDate: Temporal.PlainDate;
}

export async function openDeposit(
  db: LedgerDb,
  clock: Clock,
  input: OpenDepositInput,
): Promise<Deposit> {
  const { customerId, source } = input;
  const currency = source.currency;
  const open = async () =>
    openLedgerAccount(db, clock, {
      ...(await allocateAccountNumber(db, 'DEPOSIT', currency)),
      kind: 'DEPOSIT',
      currency,
      customerId,
    });
  const principalAccount = await open();
  const interestAccount = await open();
  const names = depositNames[input.productType];
  await postLedgerTransaction(db, clock, {
    kind: 'DEPOSIT_OPENING',
    ...namedAfter(names, { category: 'DEPOSIT' }),
    postings: [
      { accountId: source.ledgerAccountId, amount: -input.principal, currency },
      { accountId: principalAccount.id, amount: input.principal, currency },
    ],
  });
  const [deposit] = await db
    .insert(deposits)
    .values({
      customerId,
      names,
      productType: input.productType,
      currency,
      termMonths: input.termMonths,
      payoutFrequency: input.payoutFrequency,
      ratePercent: input.ratePercent,
      principal: input.principal,
      startDate: input.startDate.toString(),
      endDate: depositEndDate(input.startDate, input.termMonths).toString(),
      principalAccountId: principalAccount.id,
      interestAccountId: interestAccount.id,
      sourceAccountId: source.id,
      accruedUntil: input.startDate.toString(),
      nextPayoutOn: firstPayout(input).toString(),
    })
    .returning();
  if (!deposit) throw new Error('opening a deposit returned no row');
  return deposit;
}

function firstPayout({ startDate, termMonths, payoutFrequency }: OpenDepositInput) {
  const date = nextPayoutDate(startDate, termMonths, payoutFrequency, startDate);
  if (!date) throw new RangeError('a deposit without a payout date');
  return date;
}

/**
 * Accrues interest for every day from `accruedUntil` up to (not including) `until`, as one
 * ledger movement from the bank's interest expense, carrying the fraction of a qəpik exactly.
 * A scheduled job calls it daily; the seed calls it once per payout period: the total is the
 * same either way, because the carry makes accrual additive.
 */
export async function accrueDepositInterest(
  db: LedgerDb,
  clock: Clock,
  deposit: Deposit,
  until: Temporal.PlainDate,
): Promise<Deposit> {
  const last = Temporal.PlainDate.compare(until, deposit.endDate) > 0 ? deposit.endDate : until;
  const days = Temporal.PlainDate.from(deposit.accruedUntil).until(last).days;
  if (days <= 0) return deposit;
  const { interestMinor, carry } = accrueInterest(
    Number(deposit.principal),
    deposit.ratePercent,
    days,
    deposit.accrualCarry,
  );
  if (interestMinor > 0) {
    const currency = deposit.currency;
    await postLedgerTransaction(db, clock, {
      kind: 'DEPOSIT_INTEREST_ACCRUAL',
      ...namedAfter(deposit.names, { category: 'INTEREST', days }),
      postings: [
        {
          accountId: await bankAccountId(db, 'INTEREST_EXPENSE', currency),
          amount: -BigInt(interestMinor),
          currency,
        },
        { accountId: deposit.interestAccountId, amount: BigInt(interestMinor), currency },
      ],
    });
  }
  const [updated] = await db
    .update(deposits)
    .set({ accruedUntil: last.toString(), accrualCarry: carry })
    .where(eq(deposits.id, deposit.id))
    .returning();
  return updated ?? deposit;
}

/** Pays everything accrued so far to the source account's ledger account. */
export async function payOutDepositInterest(
  db: LedgerDb,
  clock: Clock,
  deposit: Deposit,
  sourceLedgerAccountId: string,
  accrued: bigint,
): Promise<void> {
  if (accrued <= 0n) return;
  const currency = deposit.currency;
  await postLedgerTransaction(db, clock, {
    kind: 'DEPOSIT_INTEREST_PAYOUT',
    ...namedAfter(deposit.names, { category: 'INTEREST' }),
    postings: [
      { accountId: deposit.interestAccountId, amount: -accrued, currency },
      { accountId: sourceLedgerAccountId, amount: accrued, currency },
    ],
  });
}
