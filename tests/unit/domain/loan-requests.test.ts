import { describe, expect, it } from 'vitest';
import {
  canOpenRequest,
  compareRequests,
  filterRequests,
  type Order,
} from '../../../domain/loan-requests';

describe('the request list', () => {
  it.each([
    ['ACCOUNT', 'IN_PROGRESS', true],
    ['ACCOUNT', 'COMPLETED', true],
    ['ACCOUNT', 'APPROVED', false],
    ['ACCOUNT', 'CANCELED', false],
    ['DEPOSIT', 'IN_PROGRESS', true],
    ['DEPOSIT', 'COMPLETED', true],
    ['DEPOSIT', 'IN_REVIEW', false],
    ['LOAN', 'MOVED_TO_TRADITIONAL_WAY', false],
    ['LOAN', 'IN_REVIEW', false],
    ['LOAN', 'CANCELED', false],
    ['LOAN', 'DEFAULT', true],
    ['LOAN', 'WAITING_REFRESH', true],
    ['LOAN', 'COMPLETED', true],
    ['LOAN_PREPAYMENT', 'IN_PROGRESS', true],
    ['LOAN_PREPAYMENT', 'CANCELED', false],
  ] as const)('opens a %s request in %s: %s', (productType, status, opens) => {
    expect(canOpenRequest({ productType, status })).toBe(opens);
  });

  const order = (id: string, status: string, createdAt: string): Order => ({
    id,
    productType: 'LOAN',
    status,
    createdAt,
  });

  it('hides completed and canceled requests unless asked to show all', () => {
    const orders = [
      order('a', 'IN_PROGRESS', '2026-01-01T10:00:00Z'),
      order('b', 'COMPLETED', '2026-01-02T10:00:00Z'),
      order('c', 'CANCELED', '2026-01-03T10:00:00Z'),
      order('d', 'MOVED_TO_TRADITIONAL_WAY', '2026-01-04T10:00:00Z'),
    ];
    expect(filterRequests(orders, false).map((o) => o.id)).toEqual(['a', 'd']);
    expect(filterRequests(orders, true).map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts by rank, then the newest first, keeping full ties in place', () => {
    const orders = [
      order('completed-new', 'COMPLETED', '2026-03-01T10:00:00Z'),
      order('canceled', 'CANCELED', '2026-02-01T10:00:00Z'),
      order('approved-old', 'APPROVED', '2026-01-01T10:00:00Z'),
      order('open-old', 'IN_PROGRESS', '2026-01-01T10:00:00Z'),
      order('approved-new', 'APPROVED', '2026-02-01T10:00:00Z'),
      order('completed-old', 'COMPLETED', '2026-01-01T10:00:00Z'),
      order('open-new', 'DEFAULT', '2026-02-01T10:00:00+04:00'),
      order('open-tie-1', 'WAITING_REFRESH', '2026-01-15T10:00:00Z'),
      order('open-tie-2', 'IN_REVIEW', '2026-01-15T14:00:00+04:00'),
    ];
    expect([...orders].sort(compareRequests).map((o) => o.id)).toEqual([
      'open-new',
      'open-tie-1',
      'open-tie-2',
      'open-old',
      'approved-new',
      'approved-old',
      'canceled',
      'completed-new',
      'completed-old',
    ]);
  });

  it('compares a tie on rank and time as equal', () => {
    const a = order('a', 'APPROVED', '2026-01-01T10:00:00Z');
    const b = order('b', 'APPROVED', '2026-01-01T14:00:00+04:00');
    expect(compareRequests(a, b)).toBe(0);
  });
});
