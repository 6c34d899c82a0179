import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/api';
import type { Order } from '../../src/domain/loan-requests';
import { LoanRequestDialog } from '../../src/features/loan-requests/LoanRequestDialog';
import { type Clock, ClockProvider } from '../../src/features/request-refresh/clock';
import { activateLocale, i18n } from '../../src/i18n';
import { creditData } from '../../stories/loan-offers/offer-fixtures';
import { order } from '../../stories/loan-requests/request-fixtures';
import { renderAppAt, storeAccessToken } from './render-app';

beforeEach(() => storeAccessToken());
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A clock that moves only when the test says so. */
function manualClock(start: string) {
  let now = Date.parse(start);
  const ticks = new Set<() => void>();
  const clock: Clock = {
    now: () => now,
    every: (_ms, tick) => {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
  };
  const advance = (ms: number) =>
    act(() => {
      now += ms;
      for (const tick of ticks) tick();
    });
  return { clock, advance };
}

interface RefreshBank {
  order: Order;
  calls: string[];
  refuse?: { status: number; body: unknown };
}

/** A bank with one request: its offers, and PUT refresh renewing it for 72 hours. */
function stubRefreshBank(request: Order): RefreshBank {
  const bank: RefreshBank = { order: request, calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (call: Request) => {
      const { pathname } = new URL(call.url);
      if (pathname === '/api/v1/user/info') return json({ firstName: 'Nigar', lastName: 'Ə' });
      if (pathname === '/api/v1/orders') return json([bank.order]);
      if (pathname === '/api/loan-applications/v1/offers') {
        return json({ offers: creditData.offers, eligibleForRefinancingLoans: [] });
      }
      if (pathname.endsWith('/refresh') && call.method === 'PUT') {
        bank.calls.push(pathname);
        if (bank.refuse) return json(bank.refuse.body, bank.refuse.status);
        const deadline = new Date(Date.now() + 72 * 3600_000).toISOString();
        bank.order = { ...bank.order, status: 'DEFAULT', deadline };
        return json({ id: bank.order.id, status: 'DEFAULT', deadline });
      }
      return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return bank;
}

describe('the deadline of a request (SPEC 4.5)', () => {
  it('ticks every second and shows the refresh screen at zero', async () => {
    await activateLocale('en');
    const request = order('loan-1', { status: 'DEFAULT', deadline: '2026-11-21T12:00:02Z' });
    stubRefreshBank(request);
    const { clock, advance } = manualClock('2026-11-21T11:59:59.500Z');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ClockProvider clock={clock}>
            <LoanRequestDialog order={request} isLoading={false} isOpen onClose={() => {}} />
          </ClockProvider>
        </QueryClientProvider>
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Credit' });
    const timer = within(dialog).getByRole('timer', { name: 'Time left: 00:00:03' });
    expect(timer).toHaveAttribute('aria-live', 'off');
    advance(1000);
    expect(timer).toHaveAccessibleName('Time left: 00:00:02');
    advance(1000);
    expect(timer).toHaveAccessibleName('Time left: 00:00:01');
    expect(invalidate).not.toHaveBeenCalled();
    advance(1000);
    expect(within(dialog).queryByRole('timer')).toBeNull();
    expect(
      await within(dialog).findByRole('heading', { name: 'The offer has expired' }),
    ).toBeVisible();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
    invalidate.mockRestore();
  });

  it('renews an expired request, which then shows its offers and a new countdown', async () => {
    const bank = stubRefreshBank(order('loan-1', { status: 'WAITING_REFRESH' }));
    await renderAppAt('/en/loan-requests/loan-1');
    const dialog = await screen.findByRole('dialog', { name: 'Credit' });
    const refresh = await within(dialog).findByRole(
      'button',
      { name: 'Refresh' },
      { timeout: 5000 },
    );
    expect(within(dialog).queryByRole('timer')).toBeNull();
    await userEvent.click(refresh);
    expect(await within(dialog).findByRole('radiogroup', {}, { timeout: 5000 })).toBeVisible();
    expect(within(dialog).getByRole('timer')).toHaveAccessibleName(/^Time left: 7[12]:\d\d:\d\d$/);
    expect(bank.calls).toEqual(['/api/loan-applications/v1/loan-applications/loan-1/refresh']);
  });

  it("shows the bank's refusal, or 'Xəta baş verdi' when it gives no words", async () => {
    const bank = stubRefreshBank(order('loan-1', { status: 'WAITING_REFRESH' }));
    bank.refuse = {
      status: 409,
      body: { code: 'APPLICATION_STATUS_CONFLICT', message: 'Müraciəti yeniləmək olmaz' },
    };
    await renderAppAt('/loan-requests/loan-1');
    const dialog = await screen.findByRole('dialog', { name: 'Kredit' });
    const refresh = await within(dialog).findByRole(
      'button',
      { name: 'Yenilə' },
      { timeout: 5000 },
    );
    await userEvent.click(refresh);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Müraciəti yeniləmək olmaz');
    bank.refuse = { status: 500, body: {} };
    await userEvent.click(refresh);
    await vi.waitFor(() => expect(bank.calls).toHaveLength(2));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Xəta baş verdi');
    expect(within(dialog).getByRole('heading', { name: 'Təklifin müddəti bitib' })).toBeVisible();
  });
});
