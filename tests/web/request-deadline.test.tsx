import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../domain/loan-requests';
import { type Clock, ClockProvider } from '../../src/features/applications/refresh/clock';
import { LoanRequestDialog } from '../../src/features/applications/requests/LoanRequestDialog';
import { queryClient } from '../../src/shared/api';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { fakeBank, gatewayAnswer, http } from '../fake-bank';
import { nigar } from '../fake-bank/fixtures/customers';
import { bankError } from '../fake-bank/fixtures/errors';
import { creditData } from '../fake-bank/fixtures/offers';
import { order } from '../fake-bank/fixtures/requests';
import {
  listOrders,
  loanOffers,
  offerBook,
  requestRefresh,
} from '../fake-bank/handlers/loan-requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

beforeEach(() => storeAccessToken());

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

const refreshPath = '/api/loan-applications/v1/loan-applications/{id}/refresh';

/** A bank with one request: its offers, and PUT refresh renewing it for 72 hours. */
function openBank(request: Order) {
  const book = offerBook([request]);
  fakeBank.use(
    customerInfo(nigar),
    listOrders(book),
    ...loanOffers(book, creditData),
    requestRefresh(book),
  );
}

/** The renewals the app asked for, by path. */
const refreshesAsked = () =>
  fakeBank.calls({ method: 'PUT', path: /\/refresh$/ }).map(({ path }) => path);

describe('the deadline of a request (PRODUCT 4.5)', () => {
  it('ticks every second and shows the refresh screen at zero', async () => {
    await activateLocale('en');
    const request = order('loan-1', { status: 'DEFAULT', deadline: '2026-11-21T12:00:02Z' });
    openBank(request);
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
    openBank(order('loan-1', { status: 'WAITING_REFRESH' }));
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
    expect(refreshesAsked()).toEqual([
      '/api/loan-applications/v1/loan-applications/loan-1/refresh',
    ]);
  });

  it("shows the bank's refusal, or 'Xəta baş verdi' when it gives no words", async () => {
    openBank(order('loan-1', { status: 'WAITING_REFRESH' }));
    fakeBank.use(
      http.put(
        refreshPath,
        ({ response }) =>
          response(409).json(bankError('APPLICATION_STATUS_CONFLICT', 'Müraciəti yeniləmək olmaz')),
        { once: true },
      ),
    );
    await renderAppAt('/loan-requests/loan-1');
    const dialog = await screen.findByRole('dialog', { name: 'Kredit' });
    const refresh = await within(dialog).findByRole(
      'button',
      { name: 'Yenilə' },
      { timeout: 5000 },
    );
    await userEvent.click(refresh);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Müraciəti yeniləmək olmaz');
    fakeBank.use(
      http.put(refreshPath, ({ response }) => response.untyped(gatewayAnswer(500, {})), {
        once: true,
      }),
    );
    await userEvent.click(refresh);
    await vi.waitFor(() => expect(refreshesAsked()).toHaveLength(2));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Xəta baş verdi');
    expect(within(dialog).getByRole('heading', { name: 'Təklifin müddəti bitib' })).toBeVisible();
  });
});
