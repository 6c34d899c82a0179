/**
 * The filters of /operations as URL search params (?period=week&product=<id>), so a filtered
 * view can be linked and survives a reload. This module is read by the route tree, which every
 * page loads: it must stay free of imports (no Temporal, no React).
 */
import type { HistoryFilter } from '../../../domain/calendar';

/** PRODUCT 9's history filters, in the order the page offers them. */
export const historyPeriods = [
  'week',
  'month',
  'three-months',
] as const satisfies readonly HistoryFilter[];
export type HistoryPeriod = (typeof historyPeriods)[number];

/** What the page shows when the URL names no period. */
export const defaultHistoryPeriod: HistoryPeriod = 'month';

export interface OperationsSearch {
  period?: HistoryPeriod;
  /** An account, card, deposit or loan of the customer; none means every current account. */
  product?: string;
  /** The history's search: counterparty, description or amount (the bank's `search`). */
  q?: string;
}

/** The longest search the bank takes. */
export const searchMaxLength = 100;

const isPeriod = (value: unknown): value is HistoryPeriod =>
  (historyPeriods as readonly unknown[]).includes(value);

/** Keeps what is valid and drops the rest, so a mistyped link still opens the page. */
export function validateOperationsSearch(search: Record<string, unknown>): OperationsSearch {
  const result: OperationsSearch = {};
  if (isPeriod(search.period)) result.period = search.period;
  const product = search.product;
  if (typeof product === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(product))
    result.product = product;
  // A hand-typed ?q=45 arrives as a number: it is still a search.
  const raw = search.q;
  const q =
    typeof raw === 'string' || typeof raw === 'number'
      ? String(raw).trim().slice(0, searchMaxLength)
      : '';
  if (q !== '') result.q = q;
  return result;
}
