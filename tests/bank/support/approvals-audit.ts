/**
 * What the database says after the crash test, read with plain SQL on its own connection: each
 * customer's approved applications against their loans, disbursements and current account; the
 * money per kind of account; and the document preparation jobs with their papers.
 */
import { prepareDocumentsJob } from '../../../server/documents/prepare';
import type { PreparedApplication } from './approvals';
import { unbalancedTransactionsSql, withDatabase } from './audit';

/**
 * Sum of balances per kind of account (CURRENT, LOAN, CASH…) and currency. Kinds that hold
 * nothing are left out: the server opens accounts at start (the providers' settlement accounts)
 * after the test read its "before", and an empty account moves no money.
 */
const byKindSql = `
  select kind, currency, sum(balance)::text as total from ledger_accounts
  group by kind, currency having sum(balance) <> 0 order by kind, currency`;

/** Accounts below what they may go to: no customer account but a loan may go negative. */
const overdrawnSql = `
  select id, kind, balance::text from ledger_accounts
  where not allow_negative and balance - held < -overdraft_limit`;

const applicationsSql = `select id, customer_id, status from loan_applications`;
const loansSql = `select customer_id, principal::text from loans`;

/** Per customer: the loan disbursements that reached their current accounts. */
const disbursementsSql = `
  select a.customer_id, count(distinct t.id)::text as n, sum(p.amount)::text as total
  from ledger_transactions t
  join ledger_postings p on p.transaction_id = t.id
  join ledger_accounts a on a.id = p.account_id
  where t.kind = 'LOAN_DISBURSEMENT' and a.kind = 'CURRENT'
  group by a.customer_id`;

const aznBalancesSql = `
  select c.customer_id, a.balance::text from current_accounts c
  join ledger_accounts a on a.id = c.ledger_account_id where a.currency = 'AZN'`;

const documentJobsSql = `
  select id::text, key, status, attempts::text, locked_by from scheduled_jobs
  where name = '${prepareDocumentsJob}'`;

const papersSql = `
  select application_id, count(*)::text as papers, count(distinct position)::text as positions
  from application_documents group by application_id`;

export function moneyByKind(url: string) {
  return withDatabase(url, async (query) =>
    Object.fromEntries(
      (await query(byKindSql)).map((row) => [
        `${row.kind} ${row.currency}`,
        BigInt(row.total ?? 0),
      ]),
    ),
  );
}

export function auditApprovals(url: string) {
  return withDatabase(url, async (query) => ({
    byKind: Object.fromEntries(
      (await query(byKindSql)).map((row) => [
        `${row.kind} ${row.currency}`,
        BigInt(row.total ?? 0),
      ]),
    ),
    overdrawn: await query(overdrawnSql),
    unbalanced: await query(unbalancedTransactionsSql),
    statuses: new Map((await query(applicationsSql)).map((row) => [row.id, row.status])),
    loans: await query(loansSql),
    disbursements: new Map((await query(disbursementsSql)).map((row) => [row.customer_id, row])),
    aznBalances: new Map(
      (await query(aznBalancesSql)).map((row) => [row.customer_id, row.balance]),
    ),
    documentJobs: await query(documentJobsSql),
    papers: new Map((await query(papersSql)).map((row) => [row.application_id, row])),
  }));
}

export type ApprovalAudit = Awaited<ReturnType<typeof auditApprovals>>;

const sorted = (amounts: readonly bigint[]) =>
  [...amounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(',');

/**
 * Each customer: every SIGNED application COMPLETED, and booked once — a loan of its amount, one
 * disbursement of it into the current account, the account at its opening balance plus them.
 */
export function bookingProblems(
  signed: readonly PreparedApplication[],
  audit: ApprovalAudit,
  opening: bigint,
): string[] {
  const problems: string[] = [];
  const customers = new Set(signed.map((application) => application.customerId));
  for (const customerId of customers) {
    const own = signed.filter((application) => application.customerId === customerId);
    for (const { id } of own) {
      const status = audit.statuses.get(id);
      if (status !== 'COMPLETED') problems.push(`application ${id} is ${status}`);
    }
    const amounts = own.map((application) => application.amount);
    const loans = audit.loans
      .filter((row) => row.customer_id === customerId)
      .map((row) => BigInt(row.principal ?? 0));
    if (sorted(loans) !== sorted(amounts)) {
      problems.push(`${customerId} has loans of ${sorted(loans)}, approved ${sorted(amounts)}`);
    }
    const total = amounts.reduce((sum, amount) => sum + amount, 0n);
    const paid = audit.disbursements.get(customerId);
    if (Number(paid?.n ?? 0) !== own.length || BigInt(paid?.total ?? 0) !== total) {
      problems.push(`${customerId} got ${paid?.n} disbursements of ${paid?.total}, not ${total}`);
    }
    const balance = BigInt(audit.aznBalances.get(customerId) ?? 0);
    if (balance !== opening + total) {
      problems.push(`${customerId} holds ${balance}, not ${opening + total}`);
    }
  }
  return problems;
}

/** Each application at the insurance step: one job, done, and one set of papers, ready to sign. */
export function documentProblems(
  atInsurance: readonly PreparedApplication[],
  audit: ApprovalAudit,
): string[] {
  const problems: string[] = [];
  const papers = new Set<string>();
  for (const { id } of atInsurance) {
    const jobs = audit.documentJobs.filter((job) => job.key?.startsWith(`${id}/`));
    if (jobs.length !== 1 || jobs[0]?.status !== 'DONE') {
      problems.push(`${id}: jobs ${jobs.map((job) => job.status).join(',') || 'none'}`);
    }
    const stored = audit.papers.get(id);
    if (!stored || stored.papers !== stored.positions)
      problems.push(`${id}: papers ${stored?.papers}`);
    papers.add(stored?.papers ?? 'none');
    const status = audit.statuses.get(id);
    if (status !== 'READY_FOR_SIGN') problems.push(`${id} is ${status}`);
  }
  if (papers.size > 1) problems.push(`paper counts differ: ${[...papers].join(', ')}`);
  return problems;
}
