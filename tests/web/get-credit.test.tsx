import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank, gatewayAnswer, http } from '../fake-bank';
import { nigar } from '../fake-bank/fixtures/customers';
import { bankError } from '../fake-bank/fixtures/errors';
import { listOrders, loanApplications, requestBook } from '../fake-bank/handlers/loan-requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

const applicationsPath = '/api/loan-applications/v1/loan-applications';

/** Nigar's bank, with no request yet. */
function openBank() {
  const book = requestBook([]);
  fakeBank.use(customerInfo(nigar), listOrders(book), loanApplications(book));
}

const toastTitles = () => toastQueue.visibleToasts.map((each) => each.content.title);

beforeEach(() => storeAccessToken());

afterEach(() => {
  act(() => toastQueue.clear());
});

/**
 * The amount, a salary of 2 400 ₼ (official 1 800), and another number than the registered one
 * when `phone` is given.
 */
async function fill(amount: string, phone?: string) {
  const user = userEvent.setup();
  // A pasted amount keeps its whole manats only (PRODUCT 9 floors amounts).
  await user.click(screen.getByRole('textbox', { name: /İstənilən məbləğ/ }));
  await user.paste(amount);
  await user.type(screen.getByRole('textbox', { name: /Aylıq əmək haqqı/ }), '2400');
  await user.type(screen.getByRole('textbox', { name: /Rəsmi gəlir/ }), '1800');
  if (phone !== undefined) {
    await user.click(screen.getByRole('button', { name: 'Başqa nömrədən istifadə et' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobil telefon' }), phone);
  }
  return user;
}

describe('the get-credit page', () => {
  it('starts a refinancing application and opens it over the request list', async () => {
    openBank();
    const { router } = await renderAppAt('/get-credit');
    const send = await screen.findByRole('button', { name: 'Müraciəti göndər' });
    expect(send).toBeDisabled();

    const user = await fill('7500,80', '+994 70 555 12 34');
    await user.click(screen.getByRole('radio', { name: /Refinansiya/ }));
    expect(send).toBeEnabled();
    await user.click(send);

    const dialog = await screen.findByRole('dialog', { name: 'Refinansiya' });
    expect(await fakeBank.bodies({ method: 'POST', path: applicationsPath })).toEqual([
      {
        type: 'REFIN',
        requestedAmount: 7500,
        customerPhoneNumber: '705551234',
        salary: 240_000,
        officialIncome: 180_000,
      },
    ]);
    expect(router.state.location.pathname).toBe('/loan-requests/application-1');
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Kreditin təfərrüatları',
    );
    expect(within(dialog).getByText('7 500.00 ₼')).toBeVisible();
  });

  it('uses the registered mobile without asking for it, unless the customer gives another', async () => {
    openBank();
    await renderAppAt('/get-credit');
    const send = await screen.findByRole('button', { name: 'Müraciəti göndər' });
    expect(screen.queryByRole('textbox', { name: 'Mobil telefon' })).toBeNull();
    expect(await screen.findByText(nigar.phoneNumber)).toBeVisible();
    const user = await fill('5000');
    expect(send).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Başqa nömrədən istifadə et' }));
    expect(screen.getByRole('textbox', { name: 'Mobil telefon' })).toHaveFocus();
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Qeydiyyatdakı nömrəmdən istifadə et' }));
    await user.click(send);
    await screen.findByRole('dialog', { name: 'Kredit' });
    expect(await fakeBank.bodies({ method: 'POST', path: applicationsPath })).toEqual([
      { type: 'LOAN', requestedAmount: 5000, salary: 240_000, officialIncome: 180_000 },
    ]);
  });

  it('explains an amount under 300 and a phone of another operator, in Russian', async () => {
    openBank();
    await renderAppAt('/ru/get-credit');
    await screen.findByRole('button', { name: 'Отправить заявку' });
    const user = userEvent.setup();
    const amount = screen.getByRole('textbox', { name: /Запрашиваемая сумма/ });
    await user.type(amount, '299');
    expect(amount).toHaveAccessibleDescription(/Сумма должна быть не менее 300 ₼/);
    await user.click(screen.getByRole('button', { name: 'Указать другой номер' }));
    await user.type(screen.getByRole('textbox', { name: 'Мобильный телефон' }), '55');
    expect(screen.getByText(/Введите мобильный номер/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Отправить заявку' })).toBeDisabled();
  });

  it('needs a salary and explains a zero salary or an official income above it, in English', async () => {
    openBank();
    await renderAppAt('/en/get-credit');
    const send = await screen.findByRole('button', { name: 'Send the application' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Requested amount/ }), '5000');
    const salary = screen.getByRole('textbox', { name: /Monthly salary/ });
    const official = screen.getByRole('textbox', { name: /Official income/ });
    expect(salary).toBeRequired();
    expect(send).toBeDisabled();
    await user.type(salary, '0');
    expect(salary).toHaveAccessibleDescription(/Enter a monthly salary above 0 ₼/);
    await user.clear(salary);
    await user.type(salary, '1000');
    await user.type(official, '1200');
    expect(official).toHaveAccessibleDescription(
      /The official income cannot be more than the monthly salary/,
    );
    expect(send).toBeDisabled();
    await user.clear(official);
    await user.type(official, '950,5');
    expect(send).toBeEnabled();
    await user.click(send);
    await screen.findByRole('dialog', { name: 'Credit' });
    expect(await fakeBank.bodies({ method: 'POST', path: applicationsPath })).toEqual([
      { type: 'LOAN', requestedAmount: 5000, salary: 100_000, officialIncome: 95_050 },
    ]);
  });

  it("shows the bank's refusal, or 'Xəta baş verdi' when it gives no words", async () => {
    openBank();
    fakeBank.use(
      http.post(applicationsPath, ({ response }) =>
        response(400).json(bankError('VALIDATION', 'Telefon nömrəsi yanlışdır')),
      ),
    );
    await renderAppAt('/get-credit');
    await screen.findByRole('button', { name: 'Müraciəti göndər' });
    const user = await fill('1000', '501234567');
    await user.click(screen.getByRole('button', { name: 'Müraciəti göndər' }));
    expect(await screen.findByText('Telefon nömrəsi yanlışdır')).toBeVisible();

    fakeBank.use(
      http.post(applicationsPath, ({ response }) => response.untyped(gatewayAnswer(500, {}))),
    );
    await user.click(screen.getByRole('button', { name: 'Müraciəti göndər' }));
    await vi.waitFor(() => expect(toastTitles()).toContain('Xəta baş verdi'));
    // The form keeps what was typed for another try.
    expect(screen.getByRole('textbox', { name: 'Mobil telefon' })).toHaveValue('501234567');
    expect(screen.getByRole('textbox', { name: /Aylıq əmək haqqı/ })).toHaveValue('2400');
    expect(screen.getByRole('textbox', { name: /Rəsmi gəlir/ })).toHaveValue('1800');
  });
});
