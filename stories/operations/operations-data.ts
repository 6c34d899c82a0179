/** Sample history and spending for the operations stories, shaped as the bank sends them. */
import type { HistoryView } from '../../src/features/operations/OperationsHistory';
import type { ProductChoice } from '../../src/features/operations/products';
import type {
  Operation,
  OperationsPage,
  SpendingBreakdown,
} from '../../src/features/operations/queries';

const line = (id: string, date: string, fields: Partial<Operation>): Operation => ({
  id,
  date,
  kind: 'CARD_PURCHASE',
  category: 'GROCERIES',
  merchant: 'Bravo',
  description: 'Bravo, Bakı',
  amount: -23.4,
  currency: 'AZN',
  balanceAfter: 1520.4,
  productId: 'acc-azn',
  cardId: 'card-visa',
  ...fields,
});

export const page: OperationsPage = {
  items: [
    line('120', '2026-05-19T16:45:00Z', {}),
    line('119', '2026-05-18T05:10:00Z', {
      kind: 'MOBILE_PAYMENT',
      category: 'MOBILE',
      merchant: 'Azercell',
      description: 'Azercell: 501234567',
      amount: -10,
      balanceAfter: 1543.8,
    }),
    line('118', '2026-05-16T11:20:00Z', {
      category: 'TRAVEL',
      merchant: 'Booking.com',
      description: 'Booking.com',
      amount: -84.99,
      currency: 'USD',
      balanceAfter: 310,
      productId: 'acc-usd',
    }),
    line('117', '2026-05-10T06:05:00Z', {
      kind: 'SALARY',
      category: 'SALARY',
      merchant: 'Azersun Holding',
      description: 'Azersun Holding: əmək haqqı',
      amount: 2450,
      balanceAfter: 1553.8,
      cardId: null,
    }),
    line('116', '2026-05-09T17:30:00Z', {
      category: 'UTILITIES',
      merchant: 'Azərişıq',
      description: 'Azərişıq: abonent 1234567',
      amount: -1234.5,
      balanceAfter: -896.2,
      cardId: null,
    }),
  ],
  nextCursor: '116',
};

const noop = () => {};

export const historyView = (overrides: Partial<HistoryView> = {}): HistoryView => ({
  status: 'success',
  data: { pages: [page] },
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

export const breakdown: SpendingBreakdown = {
  from: '2026-04-20',
  to: '2026-05-20',
  currencies: [
    {
      currency: 'AZN',
      total: 1873.35,
      categories: [
        { category: 'UTILITIES', amount: 1234.5, count: 3 },
        { category: 'GROCERIES', amount: 312.75, count: 14 },
        { category: 'RESTAURANTS', amount: 148.1, count: 5 },
        { category: 'TRANSPORT', amount: 96, count: 11 },
        { category: 'MOBILE', amount: 40, count: 2 },
        { category: 'HEALTH', amount: 38, count: 1 },
        { category: 'LOAN', amount: 4, count: 1 },
      ],
    },
    {
      currency: 'USD',
      total: 154.98,
      categories: [
        { category: 'TRAVEL', amount: 84.99, count: 1 },
        { category: 'SHOPPING', amount: 69.99, count: 2 },
      ],
    },
  ],
};

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
