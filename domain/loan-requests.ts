/**
 * The customer's requests (orders) as PRODUCT 4.2 describes them: which requests open, the
 * default filter and the shared order. Pure rules over the list's raw statuses; what a status of
 * the application chart shows is the chart's (machines/loanApplication/steps.ts).
 */
import type { components } from '../openapi/generated/schema';

export type Order = components['schemas']['Order'];

const closedToLoans = new Set(['MOVED_TO_TRADITIONAL_WAY', 'IN_REVIEW', 'CANCELED']);
const openForAccounts = new Set(['IN_PROGRESS', 'COMPLETED']);

/** PRODUCT 4.2: which requests the customer can open from the list. */
export function canOpenRequest(order: Pick<Order, 'productType' | 'status'>): boolean {
  if (order.productType === 'ACCOUNT' || order.productType === 'DEPOSIT') {
    return openForAccounts.has(order.status);
  }
  return !closedToLoans.has(order.status);
}

const hiddenByDefault = new Set(['COMPLETED', 'CANCELED']);

/** PRODUCT 4.2: the default list hides finished requests; `showAll` is the list's option. */
export function filterRequests<T extends Pick<Order, 'status'>>(
  orders: readonly T[],
  showAll: boolean,
): T[] {
  return showAll ? [...orders] : orders.filter((order) => !hiddenByDefault.has(order.status));
}

const ranks: Readonly<Record<string, number>> = { APPROVED: 1, CANCELED: 2, COMPLETED: 3 };

/** The shared order: lower rank first, the newest first within a rank. */
export function compareRequests(
  a: Pick<Order, 'status' | 'createdAt'>,
  b: Pick<Order, 'status' | 'createdAt'>,
): number {
  const byRank = (ranks[a.status] ?? 0) - (ranks[b.status] ?? 0);
  return byRank !== 0 ? byRank : Date.parse(b.createdAt) - Date.parse(a.createdAt);
}
