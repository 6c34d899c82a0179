/**
 * The sandbox operator console's list: every customer's applications, newest first, each with
 * the events the lifecycle chart takes from its status, so the console offers only those, and
 * whether its booked video call has started (the console starts it; issue 15).
 */
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { allowedEvents, isLoanApplicationStatus } from '../../machines/loanApplication.machine';
import type { BankDb } from '../db/client';
import {
  customers,
  identificationReservations,
  type LoanApplicationRow,
  loanApplications,
} from '../db/schema';
import { BankError } from '../errors/bank-error';
import { amount, type Schemas } from '../openapi/json';
import { toPhoneDigits } from '../sms/phone';

export interface OperatorFilter {
  phone?: string;
  status?: string;
}

function conditionsOf({ phone, status }: OperatorFilter): SQL[] {
  const conditions: SQL[] = [];
  if (phone !== undefined) {
    const digits = toPhoneDigits(phone);
    // The contract's pattern lets 10 and 11 digits through; neither is a phone number.
    if (!digits) throw new BankError('VALIDATION_FAILED', 400, {}, 'PHONE_INVALID');
    // Applications keep the 9 national digits.
    conditions.push(eq(loanApplications.customerPhone, digits.slice(-9)));
  }
  if (status !== undefined) conditions.push(eq(loanApplications.status, status));
  return conditions;
}

type IdentificationCall = Schemas['SandboxLoanApplication']['identificationCall'];

/** The booked call matters only while the application waits for its result. */
function identificationCall(status: string, callStartedAt: Date | null | undefined) {
  if (status !== 'WAITING_IDENTIFICATION_RESULT' || callStartedAt === undefined) return {};
  const call: IdentificationCall = callStartedAt === null ? 'BOOKED' : 'STARTED';
  return { identificationCall: call };
}

function operatorJson(
  application: LoanApplicationRow,
  customer: { firstName: string; lastName: string },
  callStartedAt: Date | null | undefined,
): Schemas['SandboxLoanApplication'] {
  const { status, product } = application;
  return {
    id: application.id,
    customerName: `${customer.firstName} ${customer.lastName}`,
    customerPhoneNumber: application.customerPhone,
    type: product,
    status,
    requestedAmount: amount(application.requestedAmount, application.currency),
    currency: application.currency,
    createdAt: application.createdAt.toISOString(),
    deadline: application.deadline.toISOString(),
    allowedEvents: isLoanApplicationStatus(status) ? allowedEvents(status, product) : [],
    ...identificationCall(status, callStartedAt),
  };
}

export async function listOperatorApplications(
  db: BankDb,
  filter: OperatorFilter,
): Promise<Array<Schemas['SandboxLoanApplication']>> {
  const rows = await db
    .select({
      application: loanApplications,
      firstName: customers.firstName,
      lastName: customers.lastName,
      // The reservation's id tells a booked call whose start is null from no call at all.
      reservationId: identificationReservations.id,
      callStartedAt: identificationReservations.callStartedAt,
    })
    .from(loanApplications)
    .innerJoin(customers, eq(customers.id, loanApplications.customerId))
    .leftJoin(
      identificationReservations,
      eq(identificationReservations.applicationId, loanApplications.id),
    )
    .where(and(...conditionsOf(filter)))
    .orderBy(desc(loanApplications.createdAt), asc(loanApplications.id));
  return rows.map(({ application, reservationId, callStartedAt, ...customer }) =>
    operatorJson(application, customer, reservationId === null ? undefined : callStartedAt),
  );
}
