import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleSlots } from '../../stories/identification/slot-fixtures';
import { order } from '../../stories/loan-requests/request-fixtures';
import { stubStepTwoBank } from './fatca-slots-bank';
import { renderAppAt, storeAccessToken } from './render-app';

beforeEach(() => storeAccessToken());
afterEach(() => vi.unstubAllGlobals());

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
    .map((button) => `${button.textContent}${button.hasAttribute('disabled') ? ' ✗' : ''}`);

describe('the slot picker', () => {
  it('offers only what has a free quarter, books by keyboard and shows the time back', async () => {
    const bank = stubStepTwoBank(slotOrder, sampleSlots);
    const dialog = await openPicker();
    expect(choices(dialog, 'Days')).toEqual(['23.11.2026', '24.11.2026 ✗']);

    within(dialog).getByRole('button', { name: '23.11.2026' }).focus();
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

    expect(within(dialog).getByText(/on 23.11.2026 - 10:30/)).toBeVisible();
    const book = within(dialog).getByRole('button', { name: 'Book this time' });
    expect(book).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Mobile phone for the call'), '501234567');
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

  it('steps back a level at a time', async () => {
    stubStepTwoBank(slotOrder, sampleSlots);
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: '23.11.2026' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '06-12' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('list', { name: 'Times of day' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('list', { name: 'Days' })).toBeVisible();
  });

  it('asks for an emergency call with no time, and shows a refused booking', async () => {
    const bank = stubStepTwoBank(slotOrder, sampleSlots);
    bank.refuseBooking = { status: 409, message: 'Operatorlar məşğuldur' };
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call me now' }));
    await userEvent.type(within(dialog).getByLabelText('Mobile phone for the call'), '701234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call me' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The booking did not go through.',
    );
    expect(await screen.findByText('Operatorlar məşğuldur')).toBeVisible();

    bank.refuseBooking = undefined;
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
    stubStepTwoBank(order('loan-1', { status: 'IDENTIFICATION_REJECTED' }), []);
    await renderAppAt('/en/loan-requests/loan-1');
    const dialog = await screen.findByRole('dialog', { name: 'Credit' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The identification did not succeedPlease try again a bit later.',
    );
  });
});
