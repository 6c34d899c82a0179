import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OperationCategory } from '../../../domain/operation-categories';

/** The operation categories of the contract (Operation.category). */
export const categoryLabels = {
  SALARY: msg`Salary`,
  GROCERIES: msg`Groceries`,
  RESTAURANTS: msg`Restaurants and cafés`,
  TRANSPORT: msg`Transport`,
  SHOPPING: msg`Shopping`,
  HEALTH: msg`Health`,
  ENTERTAINMENT: msg`Entertainment`,
  TRAVEL: msg`Travel`,
  UTILITIES: msg`Utilities`,
  MOBILE: msg`Mobile`,
  LOAN: msg`Loan`,
  DEPOSIT: msg`Deposit`,
  INTEREST: msg`Interest`,
  TOP_UP: msg`Top-up`,
  CASH: msg`Cash`,
  INSURANCE: msg`Insurance`,
  TRANSFERS: msg`Transfers`,
  OTHER: msg`Other`,
} satisfies Record<OperationCategory, MessageDescriptor>;

type Category = OperationCategory;

const isCategory = (value: string): value is Category => Object.hasOwn(categoryLabels, value);

/** A category the app does not know yet is shown as "Other" rather than as a code. */
export function categoryLabel(category: string): MessageDescriptor {
  return isCategory(category) ? categoryLabels[category] : categoryLabels.OTHER;
}

/**
 * One colour per category for the chart and the history's markers, each at least 3:1 against
 * white (WCAG 1.4.11 for graphics); the table beside the chart carries the same data in words.
 */
const categoryColors: Record<Category, string> = {
  SALARY: '#2b8a3e',
  GROCERIES: '#4d64f8',
  RESTAURANTS: '#d9480f',
  TRANSPORT: '#0b7285',
  SHOPPING: '#c2255c',
  HEALTH: '#5c940d',
  ENTERTAINMENT: '#7048e8',
  TRAVEL: '#1971c2',
  UTILITIES: '#b35900',
  MOBILE: '#862e9c',
  LOAN: '#495057',
  DEPOSIT: '#364fc7',
  INTEREST: '#087f5b',
  TOP_UP: '#a61e4d',
  CASH: '#6d4c41',
  INSURANCE: '#0d6e6e',
  TRANSFERS: '#c92a2a',
  OTHER: '#6b7280',
};

export function categoryColor(category: string): string {
  return isCategory(category) ? categoryColors[category] : categoryColors.OTHER;
}
