import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../domain/loan-requests';
import { fakeBank, gatewayAnswer, http } from '../fake-bank';
import { nigar } from '../fake-bank/fixtures/customers';
import { order, sampleOrders } from '../fake-bank/fixtures/requests';
import { listOrders, requestBook } from '../fake-bank/handlers/loan-requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

/** The list's requests as read aloud; ' →' marks those that open. */
async function requestList() {
  await screen.findByText('20.11.2026 - 13:30');
  const item = screen.getByText('20.11.2026 - 13:30').closest('ul');
  if (!item) throw new Error('no request list');
  return within(item)
    .getAllByRole('listitem')
    .map((each) => `${each.textContent}${within(each).queryByRole('link') ? ' →' : ''}`);
}

/** Nigar's bank with her requests. */
function openBank(orders: Order[]) {
  fakeBank.use(customerInfo(nigar), listOrders(requestBook(orders)));
}

beforeEach(() => storeAccessToken());

describe('the request list', () => {
  it('hides finished requests until asked, in the shared order, links only what opens', async () => {
    openBank(sampleOrders);
    await renderAppAt('/loan-requests');
    expect(screen.getByRole('heading', { level: 1, name: 'Müraciətlərim' })).toBeVisible();
    expect(await requestList()).toEqual([
      'Kredit5 000.00 ₼20.11.2026 - 13:30İcra olunur →',
      'Yeni hesab10.11.2026 - 12:00İcra olunur →',
      'Refinansiya12 000.00 ₼01.11.2026 - 12:00İcra olunur →',
      'Kredit5 000.00 ₼02.10.2026 - 12:00Filiala yönləndirilib',
    ]);

    await userEvent.click(screen.getByRole('switch', { name: 'Bütün müraciətləri göstər' }));
    expect((await requestList()).slice(4)).toEqual([
      'Yeni əmanət1 000.00 $01.11.2026 - 12:00Ləğv edilib',
      'Kredit5 000.00 ₼01.09.2026 - 12:00Rəsmiləşdirilib →',
    ]);
  });

  it('keeps the finished and canceled requests in the archive, in Russian', async () => {
    openBank(sampleOrders);
    await renderAppAt('/ru/loan-requests/archive');
    expect(screen.getByRole('heading', { level: 1, name: 'Архив заявок' })).toBeVisible();
    const list = await screen.findByText('01.09.2026 - 12:00');
    expect(list.closest('ul')?.textContent).toBe(
      'Новый депозит1 000.00 $01.11.2026 - 12:00Отменено' +
        'Кредит5 000.00 ₼01.09.2026 - 12:00Оформлено',
    );
  });

  it('shows an empty list, silently, when the bank fails (PRODUCT 8)', async () => {
    fakeBank.use(
      customerInfo(nigar),
      http.get('/api/v1/orders', ({ response }) => response.untyped(gatewayAnswer(503, {}))),
    );
    await renderAppAt('/loan-requests');
    expect(await screen.findByText('Açıq müraciətiniz yoxdur.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kredit üçün müraciət edin' })).toBeVisible();
  });
});

describe('the request modal', () => {
  it('shows the steps with the active one, and closes back to the list after 350 ms', async () => {
    openBank(sampleOrders);
    const { router } = await renderAppAt('/en/loan-requests/loan-new');
    const dialog = await screen.findByRole('dialog', { name: 'Credit' });
    const steps = within(dialog).getByRole('list', { name: 'Steps of the application' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      '✓Loan details',
      '2FATCA self-assessment and video identification time',
      '3Online identification',
      '4Insurance',
      '5Signature',
      '6Final approval',
    ]);
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent(/FATCA/);
    expect(within(dialog).getByText('5 000.00 ₼')).toBeVisible();
    expect(within(dialog).getByText('In progress')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/en/loan-requests/loan-new');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/loan-requests'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks the FATCA step failed for a request moved to a branch', async () => {
    openBank([order('x', { status: 'MOVED_TO_TRADITIONAL_WAY' })]);
    await renderAppAt('/en/loan-requests/x');
    const dialog = await screen.findByRole('dialog', { name: 'Credit' });
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      '!FATCA self-assessment and video identification time (not possible online)',
    );
  });

  it('says so when the request is not in the list', async () => {
    openBank(sampleOrders);
    await renderAppAt('/en/loan-requests/unknown');
    const dialog = await screen.findByRole('dialog', { name: 'Request' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This request was not found.',
    );
  });
});
