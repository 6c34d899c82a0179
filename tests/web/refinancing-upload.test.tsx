import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attachmentMaxBytes } from '../../domain/attachment';
import { fakeBank } from '../fake-bank';
import { nigar } from '../fake-bank/fixtures/customers';
import { bankError } from '../fake-bank/fixtures/errors';
import { refinancingData } from '../fake-bank/fixtures/offers';
import { order } from '../fake-bank/fixtures/requests';
import {
  listOrders,
  loanOffers,
  type OfferBook,
  offerBook,
} from '../fake-bank/handlers/loan-requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';
import { pdfFile, uploadStatement, uploadsSent } from './statement-upload';

beforeEach(() => storeAccessToken());

const refinancing = order('refin-1', { type: 'REFIN', status: 'DEFAULT', amount: 3000 });
// The picker offers only jpg, png and pdf; a customer can still choose "all files".
const anyFile = { applyAccept: false };

/** Nigar's bank with her refinancing request; the book is the bank's state. */
function openBank(): OfferBook {
  const book = offerBook([refinancing]);
  fakeBank.use(customerInfo(nigar), listOrders(book), ...loanOffers(book, refinancingData));
  return book;
}

async function tickKapital(url = '/en/loan-requests/refin-1', name = 'Refinancing') {
  await renderAppAt(url);
  const dialog = await screen.findByRole('dialog', { name });
  const kapital = await within(dialog).findByRole(
    'checkbox',
    { name: /Kapital Bank/ },
    { timeout: 5000 },
  );
  await userEvent.click(kapital);
  return dialog;
}

describe('the statement of a loan to refinance', () => {
  it('refuses a file of another type or of 10 MB before sending it', async () => {
    openBank();
    const dialog = await tickKapital();
    await uploadStatement(dialog, new File(['hello'], 'statement.docx'), anyFile);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This file cannot be sent: choose a jpg, png or pdf.',
    );
    const large = new File([new Uint8Array(attachmentMaxBytes)], 'scan.png', {
      type: 'image/png',
    });
    await uploadStatement(dialog, large);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This file is too large: it must be under 10 MB.',
    );
    expect(await uploadsSent()).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Accept the offer' })).toBeDisabled();
  });

  it("shows the bank's refusal in Azerbaijani, sends the file again, and removes it", async () => {
    const bank = openBank();
    bank.refuseUpload = {
      status: 400,
      error: bankError('FILE_TYPE_NOT_ALLOWED', 'Yalnız jpg, png və ya pdf fayl olar'),
    };
    const dialog = await tickKapital('/loan-requests/refin-1', 'Refinansiya');
    const accept = within(dialog).getByRole('button', { name: 'Təklifi qəbul et' });
    await uploadStatement(dialog, pdfFile('kapital.pdf'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Yalnız jpg, png və ya pdf fayl olar',
    );
    expect(accept).toBeDisabled();

    bank.refuseUpload = undefined;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yenidən cəhd edin' }));
    expect(await within(dialog).findByText('liability-kapital.pdf')).toBeVisible();
    expect(within(dialog).getByText('Çıxarış yükləndi.')).toHaveAttribute('role', 'status');
    expect(await uploadsSent()).toHaveLength(2);
    expect(accept).toBeEnabled();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'liability-kapital.pdf faylını sil' }),
    );
    await vi.waitFor(() => expect(within(dialog).queryByText('liability-kapital.pdf')).toBeNull());
    expect(bank.statements).toEqual([]);
    expect(accept).toBeDisabled();
  });

  it('replaces the statement of a loan with a new file: one a loan, as at the bank', async () => {
    const bank = openBank();
    const dialog = await tickKapital();
    await uploadStatement(dialog, pdfFile('kapital.pdf'));
    await within(dialog).findByText('liability-kapital.pdf');
    const replace = within(dialog).getByRole('button', { name: 'Replace the file' });
    expect(replace).toBeEnabled();
    await uploadStatement(dialog, pdfFile('kapital-new.pdf'));
    await vi.waitFor(() => expect(bank.statements.map(({ id }) => id)).toEqual(['statement-2']));
    expect(within(dialog).getAllByText('liability-kapital.pdf')).toHaveLength(1);
    expect(await uploadsSent()).toHaveLength(2);
  });
});
