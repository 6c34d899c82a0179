/**
 * A deposit request checked against the product table and the customer's own accounts, each
 * failure a 400 naming what is wrong. The source account's money is checked here, when the
 * customer applies, and once more when the bank opens the deposit (complete.ts): the customer
 * may spend it in between.
 */
import { and, eq } from 'drizzle-orm';
import { amountToMinor } from '../../domain/money';
import { type CurrentAccount, currentAccounts } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { MessageKey } from '../i18n';
import { type LedgerDb, readBalance } from '../ledger';
import { isUuid } from '../ledger/db';
import { amount as major, type Schemas } from '../openapi/json';
import { type DepositProduct, depositProductOf } from '../products/deposits/product-table';

type DepositRequest = Schemas['NewDepositApplication'];

function invalid(messageKey: MessageKey, params: Record<string, string | number> = {}) {
  return new BankError('VALIDATION_FAILED', 400, params, messageKey);
}

function checkedProduct({ productType, currency }: DepositRequest): DepositProduct {
  const product = depositProductOf(productType, currency);
  if (!product) throw invalid('DEPOSIT_PRODUCT_UNKNOWN', { productType, currency });
  return product;
}

function checkedRate(product: DepositProduct, termMonths: number): string {
  const term = product.terms.find((candidate) => candidate.termMonths === termMonths);
  if (!term) {
    const { productType, currency } = product;
    const terms = product.terms.map((candidate) => candidate.termMonths).join(', ');
    throw invalid('DEPOSIT_TERM_INVALID', { productType, currency, terms });
  }
  return term.ratePercent;
}

function checkedAmount(product: DepositProduct, amount: number): bigint {
  const minor = amountToMinor(amount, product.currency);
  if (
    minor === undefined ||
    BigInt(minor) < product.minAmount ||
    BigInt(minor) > product.maxAmount
  ) {
    throw invalid('DEPOSIT_AMOUNT_INVALID', {
      min: major(product.minAmount, product.currency),
      max: major(product.maxAmount, product.currency),
      currency: product.currency,
    });
  }
  return BigInt(minor);
}

function checkPayout(product: DepositProduct, payout: string) {
  if ((product.payoutFrequencies as readonly string[]).includes(payout)) return;
  throw invalid(
    product.payoutFrequencies.includes('MON')
      ? 'DEPOSIT_PAYOUT_MONTHLY_ONLY'
      : 'DEPOSIT_PAYOUT_AT_END_ONLY',
  );
}

/** The customer's own current account in the deposit's currency, or a 400. */
export async function sourceAccountOf(
  db: LedgerDb,
  customerId: string,
  accountId: string,
  currency: string,
): Promise<CurrentAccount> {
  const [account] = isUuid(accountId)
    ? await db
        .select()
        .from(currentAccounts)
        .where(and(eq(currentAccounts.id, accountId), eq(currentAccounts.customerId, customerId)))
    : [];
  if (!account || account.currency !== currency) {
    throw invalid('DEPOSIT_SOURCE_ACCOUNT_INVALID', { currency });
  }
  return account;
}

/** INSUFFICIENT_FUNDS, with `httpStatus`, when the account cannot give `amount` now. */
export async function requireAvailable(
  db: LedgerDb,
  account: CurrentAccount,
  amount: bigint,
  httpStatus: 400 | 409,
): Promise<void> {
  const { available } = await readBalance(db, account.ledgerAccountId);
  if (available >= amount) return;
  const { currency } = account;
  throw new BankError(
    'INSUFFICIENT_FUNDS',
    httpStatus,
    { available: major(available, currency), amount: major(amount, currency), currency },
    'DEPOSIT_FUNDS_SHORT',
  );
}

export interface CheckedDeposit {
  amount: bigint;
  ratePercent: string;
  source: CurrentAccount;
}

export async function checkDepositRequest(
  db: LedgerDb,
  customerId: string,
  request: DepositRequest,
): Promise<CheckedDeposit> {
  const product = checkedProduct(request);
  const ratePercent = checkedRate(product, request.termMonths);
  const amount = checkedAmount(product, request.amount);
  checkPayout(product, request.payoutFrequency);
  const source = await sourceAccountOf(db, customerId, request.sourceAccountId, product.currency);
  await requireAvailable(db, source, amount, 400);
  return { amount, ratePercent, source };
}
