/**
 * Issue 15: the slot picker's days carry their weekday in the customer's language, and a booked
 * video call can be moved to another time until the operator starts it.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Reservation } from '../../domain/identification-slots';
import type { Order } from '../../domain/loan-requests';
import { fakeBank, http } from '../fake-bank';
import { nigar } from '../fake-bank/fixtures/customers';
import { bankError } from '../fake-bank/fixtures/errors';
import {
  bookedCall,
  callStartedRefusal,
  sampleSlots,
  slotFullRefusal,
  startedCall,
} from '../fake-bank/fixtures/identification';
import { order } from '../fake-bank/fixtures/requests';
import { type StepTwoBook, stepTwo } from '../fake-bank/handlers/identification';
import { listOrders } from '../fake-bank/handlers/loan-requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

beforeEach(() => storeAccessToken());

/** Nigar's bank with one request at step 2, its call booked as `booked` when given. */
function openBank(request: Order, booked?: Reservation): StepTwoBook {
  const book: StepTwoBook = { request: { ...request }, reservations: booked ? [booked] : [] };
  fakeBank.use(
    customerInfo(nigar),
    listOrders({ orders: [book.request] }),
    ...stepTwo(book, sampleSlots),
  );
  return book;
}

const waiting = order('loan-1', { status: 'WAITING_IDENTIFICATION_RESULT' });
const refuseMove = (error: Error & { code?: string }) =>
  fakeBank.use(
    http.put(
      '/api/v1/reservations',
      ({ response }) => response(409).json(bankError(error.code ?? '', error.message)),
      { once: true },
    ),
  );

async function openBookedCall(path = '/en/loan-requests/loan-1') {
  await renderAppAt(path);
  const dialog = await screen.findByRole('dialog', { name: /Credit|Kredit|Кредит/ });
  await within(dialog).findByRole('status');
  return dialog;
}

/** "Change time", then 23.11 → 06-12 → 10:00 → 10:00–10:15; the button that moves the call. */
async function chooseTen(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change time' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Monday 23.11.2026' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '06-12' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '10:00' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '10:00–10:15' }));
  return within(dialog).getByRole('button', { name: 'Move the call to this time' });
}

describe('the days of the slot picker', () => {
  it.each([
    ['/loan-requests/loan-1', 'Kredit', ['Bazar ertəsi 23.11.2026', 'Çərşənbə axşamı 24.11.2026']],
    ['/ru/loan-requests/loan-1', 'Кредит', ['Понедельник 23.11.2026', 'Вторник 24.11.2026']],
    ['/en/loan-requests/loan-1', 'Credit', ['Monday 23.11.2026', 'Tuesday 24.11.2026']],
  ])('carry their weekday at %s', async (path, title, days) => {
    openBank(order('loan-1', { status: 'READY_FOR_IDENTIFICATION' }));
    await renderAppAt(path);
    const dialog = await screen.findByRole('dialog', { name: title });
    const list = await within(dialog).findByRole('list', { name: /Günlər|Дни|Days/ });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(days);
    for (const day of days) expect(within(list).getByRole('button', { name: day })).toBeVisible();
  });
});

describe('a booked call', () => {
  it('moves to another time and shows it', async () => {
    const bank = openBank(waiting, bookedCall);
    const dialog = await openBookedCall();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The operator will call you at 23.11.2026 - 10:30.',
    );
    await userEvent.click(await chooseTen(dialog));
    expect(
      await within(dialog).findByText('The operator will call you at 23.11.2026 - 10:00.'),
    ).toBeVisible();
    expect(await screen.findByText('The video call is moved to 23.11.2026 - 10:00.')).toBeVisible();
    expect(bank.reservations.at(-1)).toMatchObject({
      reservationType: 'STANDARD',
      startTime: '10:00',
      day: 23,
      phoneNumber: '501234567',
      sourceId: 'loan-1',
      productType: 'LOAN',
    });
  });

  it('keeps its time when the customer changes their mind or the quarter is taken', async () => {
    const bank = openBank(waiting, bookedCall);
    const dialog = await openBookedCall();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change time' }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Keep the booked time' }),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('at 23.11.2026 - 10:30.');

    refuseMove(slotFullRefusal);
    await userEvent.click(await chooseTen(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The booking did not go through.',
    );
    expect(await screen.findByText(slotFullRefusal.message)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the booked time' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('at 23.11.2026 - 10:30.');
    expect(bank.reservations).toEqual([bookedCall]);
  });

  it('is not moved once the operator has started the call, and says so', async () => {
    openBank(waiting, bookedCall);
    refuseMove(callStartedRefusal);
    const dialog = await openBookedCall();
    await userEvent.click(await chooseTen(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(callStartedRefusal.message);
    expect(within(dialog).getByRole('status')).toHaveTextContent('at 23.11.2026 - 10:30.');
    expect(within(dialog).queryByRole('button', { name: 'Change time' })).toBeNull();
  });

  it('offers no change once the call has started', async () => {
    openBank(waiting, startedCall);
    const dialog = await openBookedCall();
    expect(
      within(dialog).getByText(
        'The operator has started the video call, so its time can no longer be changed.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Change time' })).toBeNull();
  });
});
