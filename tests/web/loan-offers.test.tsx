import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../domain/loan-requests';
import { loanFigures } from '../../server/documents/figures';
import { fakeBank, http } from '../fake-bank';
import { bankCalendarAt } from '../fake-bank/fixtures/calendar';
import { nigar } from '../fake-bank/fixtures/customers';
import { bankError } from '../fake-bank/fixtures/errors';
import {
  askedLessData,
  creditData,
  kapitalStatement,
  refinancingData,
} from '../fake-bank/fixtures/offers';
import { order } from '../fake-bank/fixtures/requests';
import {
  listOrders,
  loanOffers,
  type OffersAnswer,
  offerBook,
} from '../fake-bank/handlers/loan-requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';
import { pdfFile, uploadStatement, uploadsSent } from './statement-upload';

beforeEach(() => storeAccessToken());

const acceptPath = '/api/loan-applications/v1/loan-applications/{id}/accept';
/** The bodies the app sent to accept an offer, in order. */
const accepted = () => fakeBank.bodies({ method: 'PUT', path: /\/accept$/ });

function openBank(request: Order, data: OffersAnswer) {
  const book = offerBook([request]);
  fakeBank.use(customerInfo(nigar), listOrders(book), ...loanOffers(book, data));
  return book;
}

const credit = order('loan-1', { status: 'DEFAULT' });
const refinancing = order('refin-1', { type: 'REFIN', status: 'DEFAULT', amount: 3000 });

async function openStep(url: string, name: string, ready = 'radiogroup') {
  await renderAppAt(url);
  const dialog = await screen.findByRole('dialog', { name });
  // The step's screen is a lazy chunk: the first import takes a while.
  await within(dialog).findAllByRole(ready, {}, { timeout: 5000 });
  return dialog;
}

const payment = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).nextElementSibling?.textContent;

describe('step 1: the offers and the calculator', () => {
  it('recalculates the payment as the month and amount change, and accepts', async () => {
    openBank(credit, creditData);
    const dialog = await openStep('/en/loan-requests/loan-1', 'Credit');
    expect(within(dialog).getByRole('radio', { name: /5 000\.00 ₼/ })).toBeChecked();
    expect(payment(dialog, 'Monthly payment')).toBe('253.26 ₼');
    expect(payment(dialog, 'Annual rate')).toBe('19.5 %');

    const month = within(dialog).getByRole('slider', { name: 'Term in months' });
    fireEvent.keyDown(month, { key: 'End' });
    expect(payment(dialog, 'Monthly payment')).toBe('154.83 ₼');
    expect(payment(dialog, 'Annual rate')).toBe('21 %');
    fireEvent.keyDown(month, { key: 'Home' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The monthly payment is over your limit of 300.00 ₼.',
    );
    const accept = within(dialog).getByRole('button', { name: 'Accept the offer' });
    expect(accept).toBeDisabled();

    const amount = within(dialog).getByRole('textbox', { name: 'Amount, ₼' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '800.99{Enter}');
    expect(amount).toHaveValue('800');
    expect(payment(dialog, 'Monthly payment')).toBe('274.71 ₼');

    await userEvent.click(accept);
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent(/FATCA/),
    );
    expect(await accepted()).toEqual([{ offerId: 'offer-5000', amount: 800, term: 3 }]);
  });

  it('shows the bank message in an error toast, in Azerbaijani', async () => {
    openBank(credit, creditData);
    fakeBank.use(
      http.put(acceptPath, ({ response }) =>
        response(400).json(bankError('VALIDATION_FAILED', 'Təklif artıq etibarlı deyil')),
      ),
    );
    const dialog = await openStep('/loan-requests/loan-1', 'Kredit');
    expect(payment(dialog, 'Aylıq ödəniş')).toBe('253.26 ₼');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Təklifi qəbul et' }));
    expect(await screen.findByText('Təklif artıq etibarlı deyil')).toBeVisible();
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /Kreditin təfərrüatları/,
    );
  });

  it('matches the refinancing offer of the ticked loans and sends their banks', async () => {
    openBank(refinancing, refinancingData);
    const dialog = await openStep('/en/loan-requests/refin-1', 'Refinancing', 'checkbox');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Kapital Bank/ }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount, ₼' })).toHaveValue('3200');
    expect(within(dialog).getByRole('combobox', { name: /Bank of the loan/ })).toHaveValue(
      'kapital-bank',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Bank Respublika/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The bank has no offer for these loans together.',
    );
    expect(within(dialog).getByRole('button', { name: 'Accept the offer' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Bank Respublika/ }));
    const accept = within(dialog).getByRole('button', { name: 'Accept the offer' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(
      "Upload the other bank's statement of each loan to refinance to accept the offer.",
    );
    await uploadStatement(dialog, pdfFile('kapital.pdf'));
    expect(await within(dialog).findByText('liability-kapital.pdf')).toBeVisible();
    expect(await uploadsSent()).toEqual([
      { refLiabilityId: 'liability-kapital', head: [...new TextEncoder().encode('%PDF')] },
    ]);
    expect(accept).toBeEnabled();
    await userEvent.click(accept);
    await vi.waitFor(() => expect(fakeBank.calls({ method: 'PUT' })).toHaveLength(1));
    expect((await accepted())[0]).toEqual({
      offerId: 'offer-refin-kapital',
      amount: 3200,
      term: 18,
      refinancedLoans: [
        {
          refLiabilityId: 'liability-kapital',
          bankId: 'kapital-bank',
          iban: 'AZ12AIIB38090019441234567801',
        },
      ],
    });
  });
});

describe('step 1: honest defaults and the cost of credit (issue 15)', () => {
  it('opens on the 5 000 ₼ asked for, not the 13 072 ₼ the bank would lend', async () => {
    openBank(credit, askedLessData);
    const dialog = await openStep('/en/loan-requests/loan-1', 'Credit');
    expect(within(dialog).getByRole('radio', { name: /^5 000\.00 ₼/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /^13 072\.00 ₼/ })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Amount, ₼' })).toHaveValue('5000');
    expect(payment(dialog, 'Monthly payment')).toBe('402.19 ₼');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept the offer' }));
    expect(await accepted()).toEqual([{ offerId: 'offer-5000-asked', amount: 5000, term: 14 }]);
  });

  it('shows the APR, total payable and total interest the papers print', async () => {
    openBank(credit, creditData);
    const dialog = await openStep('/en/loan-requests/loan-1', 'Credit');
    const papers = loanFigures({
      amountMinor: 500_000,
      annualRatePercent: '19.5',
      months: 24,
      startDate: bankCalendarAt().today,
      monthlyPaymentMinor: 25_326,
      insurance: null,
    });
    const money = (minor: number) =>
      `${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ' ')} ₼`;
    await vi.waitFor(() =>
      expect(payment(dialog, 'Effective annual rate (APR)')).toBe(`${papers.aprPercent} %`),
    );
    expect(payment(dialog, 'Annual rate')).toBe('19.5 %');
    expect(payment(dialog, 'Total payable')).toBe(money(papers.totalPayableMinor));
    expect(payment(dialog, 'Total interest')).toBe(money(papers.totalInterestMinor));
    const card = within(dialog)
      .getByRole('radio', { name: /^5 000\.00 ₼/ })
      .closest('label');
    expect(card).toHaveTextContent(`APR ${papers.aprPercent} %`);
    expect(card).toHaveTextContent(`Total payable ${money(papers.totalPayableMinor)}`);
    expect(card).toHaveTextContent(`of which interest ${money(papers.totalInterestMinor)}`);
  });

  it('offers no plain credit in a refinancing and accepts nothing until a loan is ticked', async () => {
    openBank(refinancing, refinancingData);
    const dialog = await openStep('/en/loan-requests/refin-1', 'Refinancing', 'checkbox');
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    const accept = within(dialog).getByRole('button', { name: 'Accept the offer' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(
      'Tick at least one loan to refinance to accept the offer.',
    );
    // The box that shows the tick is drawn in each loan's card.
    const kapital = within(dialog).getByRole('checkbox', { name: /Kapital Bank/ });
    expect(kapital.closest('label')?.querySelector('.loan-offers__box')).not.toBeNull();
  });

  it('reopens with the loan whose statement the bank holds ticked, ready to accept', async () => {
    const book = openBank(refinancing, refinancingData);
    book.statements = [kapitalStatement];
    const dialog = await openStep('/en/loan-requests/refin-1', 'Refinancing', 'checkbox');
    expect(within(dialog).getByRole('checkbox', { name: /Kapital Bank/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Bank Respublika/ })).not.toBeChecked();
    expect(within(dialog).getByText('kapital-statement.pdf')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Amount, ₼' })).toHaveValue('3200');
    expect(within(dialog).getByRole('button', { name: 'Accept the offer' })).toBeEnabled();
  });
});
