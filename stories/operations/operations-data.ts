/** The operations stories' view of the history and the product choices around it. */
import type { HistoryView } from '../../src/features/operations/OperationsHistory';
import type { ProductChoice } from '../../src/features/operations/products';
import { sampleOperationsPage } from '../../tests/fake-bank/fixtures/operations';

const noop = () => {};

export const historyView = (overrides: Partial<HistoryView> = {}): HistoryView => ({
  status: 'success',
  data: { pages: [sampleOperationsPage] },
  error: null,
  isFetching: false,
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  isPlaceholderData: false,
  fetchNextPage: noop,
  refetch: noop,
  ...overrides,
});

export const accountChoices: ProductChoice[] = [
  {
    id: 'acc-azn',
    kind: 'ACCOUNT',
    name: 'Cari hesab',
    detail: '•••• 4567',
    currency: 'AZN',
    accountId: 'acc-azn',
  },
  {
    id: 'acc-usd',
    kind: 'ACCOUNT',
    name: 'Dollar hesabı',
    detail: '•••• 4321',
    currency: 'USD',
    accountId: 'acc-usd',
  },
];

export const productChoices: ProductChoice[] = [
  ...accountChoices,
  {
    id: 'card-visa',
    kind: 'CARD',
    name: 'Visa Classic',
    detail: '•••• 4821',
    currency: 'AZN',
    accountId: 'acc-azn',
  },
  { id: 'dep-1', kind: 'DEPOSIT', name: 'Profit', detail: 'AZN', currency: 'AZN' },
  { id: 'loan-1', kind: 'LOAN', name: 'İstehlak krediti', detail: 'KR-2025-0001', currency: 'AZN' },
];
