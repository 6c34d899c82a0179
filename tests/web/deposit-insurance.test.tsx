/**
 * Step 3 of an account or a deposit (issue 15): the deposit insurance notice, highlighted as the
 * step the customer is in, continued only once the customer ticks that they read it.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBank } from '../fake-bank';
import { nigar } from '../fake-bank/fixtures/customers';
import { depositProducts } from '../fake-bank/fixtures/deposit-opening';
import { sampleDocuments, sampleSigningLink } from '../fake-bank/fixtures/documents';
import { order } from '../fake-bank/fixtures/requests';
import { listOrders, requestBook } from '../fake-bank/handlers/loan-requests';
import { type ProductBook, productOpening } from '../fake-bank/handlers/product-opening';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

beforeEach(() => storeAccessToken());

/** Nigar's bank with one account request at the insurance step. */
function openBank(): ProductBook {
  const request = order('account-1', {
    productType: 'ACCOUNT',
    type: undefined,
    status: 'IN_PROGRESS',
    currency: 'USD',
  });
  const book: ProductBook = { ...requestBook([request]), statuses: {} };
  book.statuses['account-1'] = 'INSURANCE_SELECTIONS';
  fakeBank.use(
    customerInfo(nigar),
    listOrders(book),
    ...productOpening(book, {
      depositProducts,
      documents: sampleDocuments,
      signingLink: sampleSigningLink,
    }),
  );
  return book;
}

describe('the deposit insurance step', () => {
  it('is the highlighted step 3, and continues once the notice is ticked as read', async () => {
    const book = openBank();
    await renderAppAt('/en/loan-requests/account-1');
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    await within(dialog).findByRole('heading', {
      name: 'Your money is protected by deposit insurance',
    });
    const steps = within(dialog).getByRole('list', { name: 'Steps of the application' });
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      '3Deposit insurance',
    );
    expect(within(dialog).getByText(/Deposit Insurance Fund/)).toBeVisible();

    const proceed = within(dialog).getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    const read = within(dialog).getByRole('checkbox', {
      name: 'I have read the information on deposit insurance',
    });
    read.focus();
    await userEvent.keyboard(' ');
    expect(read).toBeChecked();
    await userEvent.click(proceed);

    await within(dialog).findByText(/Documents/i, { selector: 'h2, h3' });
    expect(
      await fakeBank.bodies({
        method: 'POST',
        path: '/account-application/v1/applications/account-1/deposit-insurance',
      }),
    ).toEqual([{ read: true }]);
    expect(book.statuses['account-1']).toBe('DOCUMENTS_PREPARATION');
  });
});
