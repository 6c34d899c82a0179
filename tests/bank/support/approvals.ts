/**
 * The crash test's applications, written straight into the database before any server starts:
 * per customer, credits SIGNED on accepted terms (waiting only for the bank's final approval),
 * each of its own amount so a loan tells which application it came from, and credits at the
 * insurance step, whose INSURANCE_SKIPPED queues their document preparation job. And the
 * operator's calls that move them, as the sandbox console sends them.
 */
import { annuityPaymentMinor } from '../../../domain/loan';
import type { Database } from '../../../server/db/client';
import { customerIncomes, loanApplications } from '../../../server/db/schema';
import type { BankCustomer } from './customers';
import { call, pause, silence } from './http';

export interface PreparedApplication {
  id: string;
  customerId: string;
  /** Accepted principal, minor units; unique among the customer's applications. */
  amount: bigint;
}

export interface Prepared {
  /** SIGNED: the burst's final approvals. */
  signed: PreparedApplication[];
  /** INSURANCE_SELECTIONS: skipping insurance queues their documents. */
  atInsurance: PreparedApplication[];
}

const term = 12;
const rate = '18';

export async function prepareApplications(
  database: Database,
  customers: readonly BankCustomer[],
  { signedEach, atInsuranceEach }: { signedEach: number; atInsuranceEach: number },
): Promise<Prepared> {
  const { db } = database;
  const now = new Date();
  const deadline = new Date(now.getTime() + 72 * 3_600_000);
  // 10 000 manat a month: the debt-to-income limit never refuses these credits.
  await db.insert(customerIncomes).values(
    customers.map((customer) => ({
      customerId: customer.id,
      monthlyNetIncome: 10_000_00n,
      currency: 'AZN' as const,
      updatedAt: now,
    })),
  );
  const rows = customers.flatMap((customer) =>
    Array.from({ length: signedEach + atInsuranceEach }, (_, index) => {
      const amount = BigInt(1_000_00 + index * 100_00);
      return {
        customerId: customer.id,
        product: 'LOAN' as const,
        status: index < signedEach ? 'SIGNED' : 'INSURANCE_SELECTIONS',
        requestedAmount: amount,
        currency: 'AZN' as const,
        customerPhone: customer.phone.slice(3),
        deadline,
        acceptedAmount: amount,
        acceptedTerm: term,
        acceptedInterest: rate,
        acceptedMonthlyPayment: BigInt(annuityPaymentMinor(Number(amount), rate, term)),
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  const stored = await db.insert(loanApplications).values(rows).returning();
  const of = (status: string) =>
    stored
      .filter((row) => row.status === status)
      .map((row) => ({ id: row.id, customerId: row.customerId, amount: row.requestedAmount }));
  return { signed: of('SIGNED'), atInsurance: of('INSURANCE_SELECTIONS') };
}

export interface EventOutcome {
  applicationId: string;
  type: string;
  /** The status of the answer that came back, or null when none did. */
  status: number | null;
  code: string | undefined;
  /** Some earlier try got no answer: it may have been applied before its process died. */
  afterSilence: boolean;
}

/**
 * The operator's event on the preferred process, then, while nothing answers, alternately on
 * the others: a console retrying through a balancer while a node is down.
 */
export async function sendEvent(
  urls: readonly string[],
  first: number,
  applicationId: string,
  type: string,
  tries = 12,
): Promise<EventOutcome> {
  let afterSilence = false;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const url = urls[(first + attempt) % urls.length] as string;
    const answer = await call(
      url,
      'POST',
      `/sandbox/v1/loan-applications/${applicationId}/events`,
      {
        body: { type },
      },
    );
    if (answer) {
      return { applicationId, type, status: answer.status, code: answer.body?.code, afterSilence };
    }
    afterSilence = true;
    silence.calls += 1;
    await pause(250 * (attempt + 1));
  }
  return { applicationId, type, status: null, code: undefined, afterSilence };
}

/**
 * What is wrong with an answer: 200, or, after a try that got no answer, the 409 of an event
 * already applied by that try; anything else is a problem.
 */
export function answerProblem(outcome: EventOutcome): string | null {
  if (outcome.status === 200) return null;
  if (outcome.afterSilence && outcome.code === 'APPLICATION_STATUS_CONFLICT') return null;
  return `${outcome.type} ${outcome.applicationId}: ${outcome.status} ${outcome.code ?? ''}`;
}
