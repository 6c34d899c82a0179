import { vi } from 'vitest';
import type { OffersData } from '../../machines/loanCalculator.machine';
import type { Order } from '../../src/domain/loan-requests';

type Answer = { status?: number; body: unknown };

const json = ({ status = 200, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface OffersBank {
  /** The bodies the app sent to accept an offer, in order. */
  accepted: unknown[];
  orders: Order[];
}

/**
 * A bank for step 1 of a request: the profile, the request list, the offers and banks, and the
 * accept call, which moves the request on to READY_FOR_FATCA unless `refuse` answers it.
 */
export function stubOffersBank(orders: Order[], data: OffersData, refuse?: Answer): OffersBank {
  const bank: OffersBank = { accepted: [], orders: [...orders] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/v1/user/info') {
        return json({ body: { firstName: 'Nigar', lastName: 'Əliyeva' } });
      }
      if (pathname === '/api/v1/orders') return json({ body: bank.orders });
      if (pathname === '/api/loan-applications/v1/offers') {
        return json({
          body: { offers: data.offers, eligibleForRefinancingLoans: data.eligibleLoans },
        });
      }
      if (pathname === '/bank-details/v1/bank-details') return json({ body: data.banks });
      const accept = pathname.match(
        /^\/api\/loan-applications\/v1\/loan-applications\/(.+)\/accept$/,
      );
      if (accept && request.method === 'PUT') {
        if (refuse) return json(refuse);
        bank.accepted.push(await request.json());
        bank.orders = bank.orders.map((order) =>
          order.id === accept[1] ? { ...order, status: 'READY_FOR_FATCA' } : order,
        );
        return json({ body: { id: accept[1], status: 'READY_FOR_FATCA' } });
      }
      return json({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return bank;
}
