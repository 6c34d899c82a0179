/**
 * One operation of the history opened on its own (GET /api/v1/operations/{id}): the posting, its
 * transaction, the product it moved on, the commission the bank took in the same transaction
 * and, for a transfer, the transfer's own record, read in one prepared statement. An operation
 * is a posting on one of the caller's ledger accounts: any other id is a 404, whoever's it is.
 */
import { sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Currency } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb } from '../../ledger';
import { rowsOf } from '../../ledger/db';
import type { OperationRow } from './queries';

/** What a transfer adds to its postings, null for any other operation. */
export interface TransferOfOperation {
  reference: string;
  rail: string;
  source: { display: string; name: string };
  destination: { display: string; name: string; bank: { name: string } };
  sourceAccountId: string;
  destinationAccountId: string | null;
  debitMinor: string;
  debitCurrency: Currency;
  creditMinor: string;
  creditCurrency: Currency;
  /** The exchange applied, as the transfer stored it. */
  rate: { from: Currency; to: Currency; rateMicros: string } | null;
  settled: boolean;
  /** The sender, for the receiver's side of a transfer between two customers. */
  senderFirstName: string;
  senderLastName: string;
}

export interface OperationDetailsRow extends OperationRow {
  account_id: string;
  commission: string;
  transfer: TransferOfOperation | null;
}

const detailsSql = sql`
  select p.id::text as id, t.booked_at, t.kind, t.description, t.metadata,
    p.amount::text as amount, p.currency, p.balance_after::text as balance_after,
    p.account_id,
    coalesce(
      (select c.id from current_accounts c where c.ledger_account_id = p.account_id),
      (select d.id from deposits d where d.principal_account_id = p.account_id),
      (select d.id from deposits d where d.interest_account_id = p.account_id),
      (select l.id from loans l where l.loan_account_id = p.account_id)) as product_id,
    -- The bank's commission is what its income account got in this transaction, and only the
    -- side that paid (a debit) carries it.
    case when p.amount < 0 then coalesce((
      select sum(fee.amount) from ledger_postings fee
        join ledger_accounts income on income.id = fee.account_id
        where fee.transaction_id = t.id and fee.currency = p.currency
          and income.kind = 'COMMISSION_INCOME'), 0) else 0 end::text as commission,
    (select json_build_object(
        'reference', tr.reference, 'rail', tr.rail,
        'source', tr.source, 'destination', tr.destination,
        'sourceAccountId', tr.source_account_id,
        'destinationAccountId', tr.destination_account_id,
        'debitMinor', tr.debit_minor::text, 'debitCurrency', tr.debit_currency,
        'creditMinor', tr.credit_minor::text, 'creditCurrency', tr.credit_currency,
        'rate', tr.rate, 'settled', tr.settled_at is not null,
        'senderFirstName', sender.first_name, 'senderLastName', sender.last_name)
      from transfers tr join customers sender on sender.id = tr.customer_id
      where t.metadata ? 'transferId'
        and tr.id = (t.metadata->>'transferId')::uuid and tr.ledger_transaction_id = t.id
    ) as transfer
  from ledger_postings p
  join ledger_accounts own on own.id = p.account_id
  join ledger_transactions t on t.id = p.transaction_id
  where p.id = ${sql.placeholder('id')}::bigint
    and own.customer_id = ${sql.placeholder('customerId')}::uuid`;

type Prepared = PgPreparedQuery<PreparedQueryConfig>;
const prepared = new WeakMap<LedgerDb, Prepared>();

function statementOn(db: LedgerDb): Prepared {
  let statement = prepared.get(db);
  if (!statement) {
    const query = new PgDialect().sqlToQuery(detailsSql);
    statement = db._.session.prepareQuery(query, undefined, 'operation_details', false);
    prepared.set(db, statement);
  }
  return statement;
}

export function operationNotFound(): BankError {
  return new BankError('NOT_FOUND', 404, {}, 'OPERATION_NOT_FOUND');
}

/** The caller's operation with this id (the contract's pattern: digits only), or a 404. */
export async function readOperationDetails(
  db: LedgerDb,
  customerId: string,
  id: string,
): Promise<OperationDetailsRow> {
  const rows = rowsOf<OperationDetailsRow>(await statementOn(db).execute({ id, customerId }));
  const [row] = rows;
  if (!row) throw operationNotFound();
  return row;
}
