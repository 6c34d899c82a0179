import { vi } from 'vitest';
import type { Order } from '../../src/domain/loan-requests';

type Answer = { status?: number; body: unknown };

const json = ({ status = 200, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface RequestsBank {
  /** The applications the app sent, in order. */
  created: unknown[];
  orders: Order[];
}

/**
 * A bank for /get-credit and /loan-requests: the profile, the request list and the application
 * call; `refuse` answers the application call instead of creating it.
 */
export function stubRequestsBank(orders: Order[], refuse?: Answer): RequestsBank {
  const bank: RequestsBank = { created: [], orders: [...orders] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/v1/user/info') {
        return json({ body: { firstName: 'Nigar', lastName: 'Əliyeva' } });
      }
      if (pathname === '/api/v1/orders') return json({ body: bank.orders });
      if (pathname === '/api/loan-applications/v1/loan-applications') {
        if (refuse) return json(refuse);
        const application = await request.json();
        bank.created.push(application);
        const id = `application-${bank.created.length}`;
        bank.orders.push({
          id,
          productType: 'LOAN',
          type: application.type,
          status: 'DEFAULT',
          createdAt: '2026-11-21T10:00:00Z',
          amount: application.requestedAmount,
          currency: 'AZN',
        });
        return json({ status: 201, body: { id, status: 'DEFAULT', ...application } });
      }
      return json({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return bank;
}
