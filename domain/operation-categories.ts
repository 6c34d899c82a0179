/**
 * The categories an operation is booked under (Operation.category in the contract): one closed
 * list, so the server books only categories the app has a name and a colour for.
 */
export const operationCategories = [
  'SALARY',
  'GROCERIES',
  'RESTAURANTS',
  'TRANSPORT',
  'SHOPPING',
  'HEALTH',
  'ENTERTAINMENT',
  'TRAVEL',
  'UTILITIES',
  'MOBILE',
  'LOAN',
  'DEPOSIT',
  'INTEREST',
  'TOP_UP',
  'CASH',
  'INSURANCE',
  'TRANSFERS',
  'OTHER',
] as const;

export type OperationCategory = (typeof operationCategories)[number];
