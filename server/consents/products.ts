/**
 * A customer's products as a consent sees them: SPEC 4.5's type, name, number, currency,
 * whether it is open, and the ledger accounts whose balances and postings a third party may
 * read. One SQL fragment serves the authorisation page (what may be granted), the customer's
 * list (what was granted) and the third party's reads, so the three agree.
 *
 * The bank's products map to SPEC's types as: current account CURRENT_ACCOUNT, deposit
 * SAVINGS_ACCOUNT, loan LOAN_ACCOUNT, debit card DEBIT_CARD. A card's balance and postings are
 * its current account's, the postings filtered by the card's id as the history does.
 */
import { type SQL, type SQLChunk, sql } from 'drizzle-orm';
import { makeIban, ourBankCode } from '../../domain/iban';
import type { Locale } from '../../domain/locale';
import type { ConsentAccountType, Currency, ProductNames } from '../db/schema';
import type { Schemas } from '../openapi/json';

/** One product, as the fragment below answers it (snake_case from SQL). */
export interface ProductRow {
  id: string;
  type: ConsentAccountType;
  names: ProductNames;
  /** The IBAN of an account, the masked number of a card, the account part of a deposit or loan. */
  number: string;
  currency: Currency;
  open: boolean;
  ledger_ids: string[];
  card_id: string | null;
}

/**
 * Every product of the customer `customerId` (an SQL value), one row each. A deposit's
 * principal and accrued interest are both its money, so both ledger accounts are read.
 */
export function productsOf(customerId: SQLChunk): SQL {
  return sql`(
    select a.id, 'CURRENT_ACCOUNT' as type, a.names, a.iban as number, a.currency, true as open,
      array[a.ledger_account_id] as ledger_ids, null::uuid as card_id
    from current_accounts a where a.customer_id = ${customerId}::uuid
    union all
    select c.id, 'DEBIT_CARD', c.names, c.masked_pan, a.currency, c.status = 'ACTIVE',
      array[a.ledger_account_id], c.id
    from cards c join current_accounts a on a.id = c.account_id
    where c.customer_id = ${customerId}::uuid
    union all
    select d.id, 'SAVINGS_ACCOUNT', d.names, l.number, d.currency, d.status = 'ACTIVE',
      array[d.principal_account_id, d.interest_account_id], null
    from deposits d join ledger_accounts l on l.id = d.principal_account_id
    where d.customer_id = ${customerId}::uuid
    union all
    select n.id, 'LOAN_ACCOUNT', n.names, l.number, n.currency, n.status = 'ACTIVE',
      array[n.loan_account_id], null
    from loans n join ledger_accounts l on l.id = n.loan_account_id
    where n.customer_id = ${customerId}::uuid
  )`;
}

/** The product as JSON inside a bigger statement (json_agg of consents and their accounts). */
export const productJsonSql = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'type', ${alias}.type, 'names', ${alias}.names, 'number', ${alias}.number, 'currency', ${alias}.currency, 'open', ${alias}.open)`,
  );

export type ProductJson = Pick<
  ProductRow,
  'id' | 'type' | 'names' | 'number' | 'currency' | 'open'
>;

const isCard = (type: ConsentAccountType) =>
  type === 'DEBIT_CARD' || type === 'CREDIT_CARD' || type === 'SALARY_CARD';

/** An account's IBAN as kept; a deposit's or loan's made from its account part; a card's mask. */
export function productNumber({ type, number }: Pick<ProductRow, 'type' | 'number'>): string {
  if (isCard(type) || number.length !== 20) return number;
  return makeIban(ourBankCode, number);
}

export function consentAccountJson(row: ProductJson, locale: Locale): Schemas['ConsentAccount'] {
  return {
    id: row.id,
    type: row.type,
    name: row.names[locale],
    number: productNumber(row),
    currency: row.currency,
  };
}

/** Berlin Group's reference to an account: its IBAN, or a card's masked number. */
export function accountReference(row: ProductJson): Schemas['Psd2AccountReference'] {
  return isCard(row.type)
    ? { maskedPan: row.number, currency: row.currency }
    : { iban: productNumber(row), currency: row.currency };
}

const cashAccountTypes: Readonly<
  Record<ConsentAccountType, Schemas['Psd2Account']['cashAccountType']>
> = {
  CURRENT_ACCOUNT: 'CACC',
  SALARY_CARD: 'CACC',
  DEBIT_CARD: 'CACC',
  CREDIT_CARD: 'CACC',
  SAVINGS_ACCOUNT: 'SVGS',
  LOAN_ACCOUNT: 'LOAN',
  MORTGAGE_ACCOUNT: 'LOAN',
};

export function psd2AccountJson(row: ProductJson, locale: Locale): Schemas['Psd2Account'] {
  const links = `/psd2/v1/accounts/${row.id}`;
  return {
    resourceId: row.id,
    ...accountReference(row),
    currency: row.currency,
    name: row.names[locale],
    accountType: row.type,
    cashAccountType: cashAccountTypes[row.type],
    status: row.open ? 'enabled' : isCard(row.type) ? 'blocked' : 'deleted',
    _links: {
      balances: { href: `${links}/balances` },
      transactions: { href: `${links}/transactions` },
    },
  };
}
