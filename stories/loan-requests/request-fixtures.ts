/** Requests (GET /api/v1/orders) for the stories and tests of the request list. */
import type { Order } from '../../src/domain/loan-requests';

export function order(id: string, fields: Partial<Order>): Order {
  return {
    id,
    productType: 'LOAN',
    type: 'LOAN',
    status: 'DEFAULT',
    createdAt: '2026-11-01T08:00:00Z',
    amount: 5000,
    currency: 'AZN',
    ...fields,
  };
}

/** One request of each kind the list must tell apart. */
export const sampleOrders: Order[] = [
  order('loan-new', { status: 'READY_FOR_FATCA', createdAt: '2026-11-20T09:30:00Z' }),
  order('refin-old', { type: 'REFIN', status: 'INSURANCE_SELECTIONS', amount: 12000 }),
  order('loan-branch', { status: 'MOVED_TO_TRADITIONAL_WAY', createdAt: '2026-10-02T08:00:00Z' }),
  order('loan-done', { status: 'COMPLETED', createdAt: '2026-09-01T08:00:00Z' }),
  order('deposit-canceled', {
    productType: 'DEPOSIT',
    type: undefined,
    status: 'CANCELED',
    amount: 1000,
    currency: 'USD',
  }),
  order('account-progress', {
    productType: 'ACCOUNT',
    type: undefined,
    status: 'IN_PROGRESS',
    amount: undefined,
    currency: undefined,
    createdAt: '2026-11-10T08:00:00Z',
  }),
];
