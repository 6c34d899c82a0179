/** A stubbed bank for the operations page tests: the customer's products and their history. */
import { vi } from 'vitest';
import type { components } from '../../openapi/generated/schema';

type Schemas = components['schemas'];

const iban = (tail: string) => `AZ21IBNK0000000000000${tail}`;

export const accounts: Schemas['Account'][] = [
  {
    id: 'acc-azn',
    name: 'Current account',
    iban: iban('1234567'),
    accountNumber: iban('1234567'),
    currency: 'AZN',
    balance: 1520.4,
    available: 1500.4,
    blockedAmount: 20,
    openedAt: '2025-01-10T08:00:00Z',
  },
  {
    id: 'acc-usd',
    name: 'Dollar account',
    iban: iban('7654321'),
    accountNumber: iban('7654321'),
    currency: 'USD',
    balance: 310,
    available: 310,
    blockedAmount: 0,
    openedAt: '2025-01-10T08:00:00Z',
  },
];

export const cards: Schemas['Card'][] = [
  {
    id: 'card-visa',
    name: 'Visa Classic',
    maskedPan: '416973******4821',
    paymentSystem: 'VISA',
    status: 'ACTIVE',
    currency: 'USD',
    balance: 310,
    blockedAmount: 0,
    isDefault: true,
    expiry: '08/29',
    account: { id: 'acc-usd', name: 'Dollar account', iban: iban('7654321'), currency: 'USD' },
  },
];

export const loans = [
  { id: 'loan-1', name: 'Consumer loan', contractNumber: 'KR-2025-0001', currency: 'AZN' },
];
export const deposits = [{ id: 'dep-1', name: 'Profit deposit', currency: 'AZN' }];

export function operation(id: string, date: string, fields: Partial<Schemas['Operation']> = {}) {
  return {
    id,
    date,
    kind: 'CARD_PURCHASE',
    category: 'GROCERIES',
    merchant: 'Bravo',
    description: 'Bravo, Bakı',
    amount: -23.4,
    currency: 'AZN' as const,
    balanceAfter: 1520.4,
    productId: 'acc-azn',
    cardId: null,
    ...fields,
  } satisfies Schemas['Operation'];
}

export const firstPage: Schemas['OperationsPage'] = {
  items: [
    operation('120', '2026-05-19T16:45:00Z'),
    operation('119', '2026-05-10T06:05:00Z', {
      kind: 'SALARY',
      category: 'SALARY',
      merchant: 'Azersun',
      description: 'Azersun: əmək haqqı',
      amount: 1500,
      balanceAfter: 1543.8,
    }),
  ],
  nextCursor: '119',
};
export const secondPage: Schemas['OperationsPage'] = {
  items: [
    operation('80', '2026-04-30T21:30:00Z', {
      category: 'UTILITIES',
      merchant: 'Azərişıq',
      description: 'Azərişıq: abonent 123',
      amount: -1234.5,
      balanceAfter: 43.8,
    }),
  ],
  nextCursor: null,
};

export const spending: Schemas['SpendingBreakdown'] = {
  from: '2026-04-20',
  to: '2026-05-20',
  currencies: [
    {
      currency: 'AZN',
      total: 1257.9,
      categories: [
        { category: 'UTILITIES', amount: 1234.5, count: 1 },
        { category: 'GROCERIES', amount: 23.4, count: 1 },
      ],
    },
  ],
};

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Answers = Record<string, (url: URL) => Answer>;

const json = (body: unknown): Answer => ({ body });

/** The bank's usual answers; a test replaces those it is about. */
export const usualAnswers: Answers = {
  '/api/v1/user/info': () => json({ firstName: 'Rəşad', lastName: 'Əliyev' }),
  '/api/v1/accounts': () => json(accounts),
  '/api/v1/cards': () => json(cards),
  '/api/v1/deposits': () => json(deposits),
  '/api/v1/loans': () => json(loans),
  '/api/v1/operations': (url) => json(url.searchParams.get('cursor') ? secondPage : firstPage),
  '/api/v1/operations/spending': () => json(spending),
};

/** Stubs fetch with the answers by path; returns every URL asked, for the calls' parameters. */
export function stubBank(answers: Answers = {}): URL[] {
  const asked: URL[] = [];
  const all = { ...usualAnswers, ...answers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      asked.push(url);
      const answer = all[url.pathname]?.(url) ?? {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Not found' },
      };
      // Files are given as text: jsdom's Blob cannot be the body of Node's Response.
      const body =
        typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
      return new Response(body, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return asked;
}

export const askedFor = (asked: URL[], path: string) =>
  asked.filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams));
