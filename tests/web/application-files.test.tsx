import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { attachmentMaxBytes } from '../../domain/attachment';
import { fakeBank } from '../fake-bank';
import { nigar } from '../fake-bank/fixtures/customers';
import { creditData } from '../fake-bank/fixtures/offers';
import { order } from '../fake-bank/fixtures/requests';
import { listOrders, loanOffers, offerBook } from '../fake-bank/handlers/loan-requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';
import { pdfFile } from './statement-upload';

beforeEach(() => storeAccessToken());

const credit = order('loan-1', { status: 'DEFAULT' });
const anyFile = { applyAccept: false };

function openBank() {
  const book = offerBook([credit]);
  fakeBank.use(customerInfo(nigar), listOrders(book), ...loanOffers(book, creditData));
  return book;
}

async function openFiles(url = '/en/loan-requests/loan-1', legend = 'Attached files') {
  await renderAppAt(url);
  const dialog = await screen.findByRole('dialog');
  const group = await within(dialog).findByRole('group', { name: legend }, { timeout: 5000 });
  await within(group).findByRole('button', { name: /Attach a file|Fayl əlavə et/ });
  return group;
}

async function attach(group: HTMLElement, file: File, options = {}) {
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file picker');
  await userEvent.setup(options).upload(input, file);
}

const uploads = () => fakeBank.calls({ method: 'POST', path: /\/files$/ });

describe('the credit application files on step 1', () => {
  it('attaches a PDF, lists it, and removes it', async () => {
    const book = openBank();
    const group = await openFiles();
    await attach(group, pdfFile('salary-certificate.pdf'));
    expect(await within(group).findByText('The file is attached.')).toBeInTheDocument();
    expect(within(group).getByText('file-1.pdf')).toBeInTheDocument();
    expect(book.files).toHaveLength(1);

    await userEvent.click(within(group).getByRole('button', { name: 'Remove file-1.pdf' }));
    await within(group).findByRole('button', { name: 'Attach a file' });
    expect(within(group).queryByText('file-1.pdf')).toBeNull();
    expect(book.files).toEqual([]);
  });

  it('refuses a wrong file, a large one and a sixth before sending it', async () => {
    const book = openBank();
    book.files = [1, 2, 3, 4].map((n) => ({
      id: `old-${n}`,
      fileName: `page-${n}.pdf`,
      mediaType: 'application/pdf' as const,
      size: 2048,
      uploadedAt: '2026-11-27T09:15:00Z',
    }));
    const group = await openFiles();
    await within(group).findByText('page-4.pdf');
    await attach(group, new File(['hello'], 'certificate.docx'), anyFile);
    expect(within(group).getByRole('alert')).toHaveTextContent(
      'This file cannot be sent: choose a jpg, png or pdf.',
    );
    const large = new File([new Uint8Array(attachmentMaxBytes)], 'scan.png', { type: 'image/png' });
    await attach(group, large);
    expect(within(group).getByRole('alert')).toHaveTextContent('under 10 MB');
    expect(uploads()).toEqual([]);
    await attach(group, pdfFile('page-5.pdf'));
    await within(group).findByText('file-1.pdf');
    await attach(group, pdfFile('page-6.pdf'));
    expect(within(group).getByRole('alert')).toHaveTextContent(
      'Five files are attached already: remove one to attach another.',
    );
    expect(uploads()).toHaveLength(1);
  });

  it('is not shown on a refinancing request, which sends statements instead', async () => {
    const book = offerBook([order('refin-1', { type: 'REFIN', status: 'DEFAULT' })]);
    fakeBank.use(customerInfo(nigar), listOrders(book), ...loanOffers(book, creditData));
    await renderAppAt('/en/loan-requests/refin-1');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByRole('radiogroup', {}, { timeout: 5000 });
    expect(within(dialog).queryByRole('group', { name: 'Attached files' })).toBeNull();
  });
});
