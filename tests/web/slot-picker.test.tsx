import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Slot } from '../../domain/identification-slots';
import type { Order } from '../../domain/loan-requests';
import { fakeBank, http } from '../fake-bank';
import { nigar } from '../fake-bank/fixtures/customers';
import { bankError, notFound } from '../fake-bank/fixtures/errors';
import { sampleSlots } from '../fake-bank/fixtures/identification';
import { order } from '../fake-bank/fixtures/requests';
import { type StepTwoBook, stepTwo } from '../fake-bank/handlers/identification';
import { listOrders } from '../fake-bank/handlers/loan-requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

beforeEach(() => storeAccessToken());

/** Nigar's bank with one request at step 2. */
function openBank(request: Order, slots: Slot[]): StepTwoBook {
  const book: StepTwoBook = { request: { ...request }, reservations: [] };
  fakeBank.use(
    customerInfo(nigar),
    listOrders({ orders: [book.request] }),
    ...stepTwo(book, slots),
  );
  return book;
}

const slotOrder = order('loan-1', { status: 'READY_FOR_IDENTIFICATION' });

async function openPicker() {
  await renderAppAt('/en/loan-requests/loan-1');
  const dialog = await screen.findByRole('dialog', { name: 'Credit' });
  await within(dialog).findByRole('list', { name: 'Days' });
  return dialog;
}

const choices = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('list', { name }))
    .getAllByRole('button')
    .map(
      (button) =>
        `${button.getAttribute('aria-label') ?? button.textContent}${button.hasAttribute('disabled') ? ' ✗' : ''}`,
    );

describe('the slot picker', () => {
  it('offers only what has a free quarter, books by keyboard and shows the time back', async () => {
    const bank = openBank(slotOrder, sampleSlots);
    const dialog = await openPicker();
    expect(choices(dialog, 'Days')).toEqual(['Monday 23.11.2026', 'Tuesday 24.11.2026 ✗']);

    within(dialog).getByRole('button', { name: 'Monday 23.11.2026' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(choices(dialog, 'Times of day')).toEqual(['00-06 ✗', '06-12', '12-18 ✗', '18-24 ✗']);
    expect(
      within(dialog).getByRole('heading', {
        name: 'Choose a time for the video identification call',
      }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(choices(dialog, 'Hours')).toEqual([
      '06:00 ✗',
      '07:00 ✗',
      '08:00 ✗',
      '09:00 ✗',
      '10:00',
      '11:00 ✗',
    ]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(choices(dialog, 'Quarters of an hour')).toEqual([
      '10:00–10:15',
      '10:15–10:30 ✗',
      '10:30–10:45',
      '10:45–11:00 ✗',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: '10:30–10:45' }));

    expect(within(dialog).getByText(/on 23.11.2026 \(Monday\) - 10:30/)).toBeVisible();
    // The call goes to the number given when applying: it is not asked again (issue 15).
    expect(
      within(dialog).getByText(
        'The operator calls +994 50 123 45 67, the mobile number of this application.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByLabelText('Mobile phone for the call')).toBeNull();
    const book = within(dialog).getByRole('button', { name: 'Book this time' });
    book.focus();
    await userEvent.keyboard('{Enter}');

    expect(
      await within(dialog).findByText('The operator will call you at 23.11.2026 - 10:30.'),
    ).toBeVisible();
    expect(bank.reservations).toEqual([
      expect.objectContaining({
        phoneNumber: '501234567',
        reservationType: 'STANDARD',
        startTime: '10:30',
        day: 23,
        sourceId: 'loan-1',
        productType: 'LOAN',
      }),
    ]);
  });

  it('asks for the phone only when the application’s number cannot be read', async () => {
    const bank = openBank(slotOrder, sampleSlots);
    fakeBank.use(
      http.get('/api/loan-applications/v1/loan-applications/{id}', ({ response }) =>
        response(404).json(notFound),
      ),
    );
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call me now' }));
    const call = within(dialog).getByRole('button', { name: 'Call me' });
    expect(call).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Mobile phone for the call'), '701234567');
    await userEvent.click(call);
    await within(dialog).findByText('The operator will call you as soon as possible.');
    expect(bank.reservations).toEqual([expect.objectContaining({ phoneNumber: '701234567' })]);
  });

  it('steps back a level at a time', async () => {
    openBank(slotOrder, sampleSlots);
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Monday 23.11.2026' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '06-12' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('list', { name: 'Times of day' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('list', { name: 'Days' })).toBeVisible();
  });

  it('asks for an emergency call with no time, and shows a refused booking', async () => {
    const bank = openBank(slotOrder, sampleSlots);
    // The first booking is refused; the one after "Try again" goes through.
    fakeBank.use(
      http.post(
        '/api/v1/reservations',
        ({ response }) => response(409).json(bankError('CONFLICT', 'Operatorlar məşğuldur')),
        { once: true },
      ),
    );
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call me now' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call me' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The booking did not go through.',
    );
    expect(await screen.findByText('Operatorlar məşğuldur')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call me' }));
    expect(
      await within(dialog).findByText('The operator will call you as soon as possible.'),
    ).toBeVisible();
    expect(bank.reservations).toEqual([
      expect.objectContaining({ reservationType: 'EMERGENCY', startTime: null, day: null }),
    ]);
  });

  it('asks to retry later when the identification was rejected', async () => {
    openBank(order('loan-1', { status: 'IDENTIFICATION_REJECTED' }), []);
    await renderAppAt('/en/loan-requests/loan-1');
    const dialog = await screen.findByRole('dialog', { name: 'Credit' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The identification did not succeedPlease try again a bit later.',
    );
  });
});
