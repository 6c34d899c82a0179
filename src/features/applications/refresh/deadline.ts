import type { Order } from '../../../../domain/loan-requests';
import {
  allowedEvents,
  isLoanApplicationStatus,
} from '../../../../machines/loanApplication.machine';
import { requestKind } from '../requests/request-kind';

/**
 * The deadline that runs for a request now, if any: the lifecycle chart says in which statuses
 * it can pass (every open status before signing), so the countdown shows exactly there.
 */
export function runningDeadline(order: Order): string | undefined {
  const kind = requestKind(order);
  if (!order.deadline || kind === 'LOAN_PREPAYMENT' || !isLoanApplicationStatus(order.status)) {
    return undefined;
  }
  return allowedEvents(order.status, kind).includes('DEADLINE_PASSED') ? order.deadline : undefined;
}
