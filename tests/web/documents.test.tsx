import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusWatchMs } from '../../src/features/applications/documents/useStatusWatch';
import { toast } from '../../src/shared/ui';
import { fakeBank, gatewayAnswer, http } from '../fake-bank';
import { nigar } from '../fake-bank/fixtures/customers';
import { sampleDocuments, sampleSigningLink } from '../fake-bank/fixtures/documents';
import { bankError } from '../fake-bank/fixtures/errors';
import { order } from '../fake-bank/fixtures/requests';
import { type DocumentsBook, loanDocuments } from '../fake-bank/handlers/documents';
import { listOrders } from '../fake-bank/handlers/loan-requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

/** Nigar's bank with one loan request at steps 4 and 5; the book is the bank's state. */
function openBank(status: string, documents = sampleDocuments): DocumentsBook {
  const book: DocumentsBook = {
    request: order('loan-1', { status }),
    documents: documents.map((document) => ({ ...document })),
    ready: status === 'READY_FOR_SIGN',
  };
  fakeBank.use(
    customerInfo(nigar),
    listOrders({ orders: [book.request] }),
    ...loanDocuments(book, sampleSigningLink),
  );
  return book;
}

/** The calls that change something: method, path and query. */
const changes = () =>
  fakeBank
    .calls()
    .filter(({ method }) => method !== 'GET')
    .map(({ line }) => line);

/** The next document accepted is refused with this answer. */
const refuseNextAccept = (answer: () => Response) =>
  fakeBank.use(
    http.patch(
      '/api/loan-applications/v1/documents/{docId}',
      ({ response }) => response.untyped(answer()),
      { once: true },
    ),
  );

const createObjectURL = vi.fn((_: Blob) => `blob:document-${createObjectURL.mock.calls.length}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  storeAccessToken();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The chart waits a few seconds between reads; the test moves the clock instead. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(3000));

async function openRequest() {
  await renderAppAt('/en/loan-requests/loan-1');
  const dialog = await screen.findByRole('dialog', { name: 'Credit' });
  await within(dialog).findByRole('heading', { name: 'Documents and signature' });
  return dialog;
}

async function acceptShown(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'I have read and accept' }));
}

describe('the documents step', () => {
  it('waits for the documents, takes MAIN then each OTHER one, and shows the QR code', async () => {
    const bank = openBank('DOCUMENTS_PREPARATION');
    const dialog = await openRequest();
    expect(await within(dialog).findByText(/The bank is preparing your documents/)).toBeVisible();

    bank.ready = true;
    await nextPoll();
    const main = await within(dialog).findByRole('heading', {
      name: 'Standard information form for a consumer loan',
    });
    expect(main).toBeVisible();
    expect(within(dialog).getByText('Document 1 of 3')).toBeVisible();
    expect(
      within(dialog).getByTitle('Standard information form for a consumer loan'),
    ).toHaveAttribute('src', 'blob:document-1');
    expect(within(dialog).getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute(
      'href',
      'blob:document-1',
    );
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toMatch(/^%PDF-1\.4/);

    await acceptShown(dialog);
    expect(await within(dialog).findByText('Document 2 of 3')).toBeVisible();
    // Each OTHER paper has its own title, never a shared "Document package".
    expect(within(dialog).getByRole('heading', { name: 'Loan contract' })).toBeVisible();
    await acceptShown(dialog);
    expect(await within(dialog).findByText('Document 3 of 3')).toBeVisible();
    expect(
      within(dialog).getByRole('heading', { name: 'Loan insurance application' }),
    ).toBeVisible();
    await acceptShown(dialog);

    const qr = await within(dialog).findByRole('img', { name: 'QR code of the signing link' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(dialog).getByRole('link', { name: sampleSigningLink })).toHaveAttribute(
      'href',
      sampleSigningLink,
    );
    expect(changes()).toEqual([
      'PATCH /api/loan-applications/v1/documents/doc-main?applicationId=loan-1',
      'PATCH /api/loan-applications/v1/documents/doc-contract?applicationId=loan-1',
      'PATCH /api/loan-applications/v1/documents/doc-schedule?applicationId=loan-1',
      'POST /api/loan-applications/v1/qr/generate?applicationId=loan-1',
    ]);
    // Every PDF shown was let go once the next one replaced it.
    expect(revokeObjectURL.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining(['blob:document-1', 'blob:document-2', 'blob:document-3']),
    );

    // Signed in the signing app: the next status read moves the modal on.
    bank.request.status = 'SIGNED';
    await nextPoll();
    expect(await within(dialog).findByRole('heading', { name: 'Documents signed' })).toBeVisible();
  });

  it('resumes after the accepted documents and shows the bank refusing, or the fallback', async () => {
    openBank(
      'READY_FOR_SIGN',
      sampleDocuments.map((document, index) => ({ ...document, accepted: index === 0 })),
    );
    const dialog = await openRequest();
    expect(await within(dialog).findByText('Document 2 of 3')).toBeVisible();

    refuseNextAccept(() =>
      HttpResponse.json(bankError('CONFLICT', 'Müraciətin statusu dəyişib'), { status: 409 }),
    );
    await acceptShown(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The documents step did not go through.',
    );
    expect(await screen.findByText('Müraciətin statusu dəyişib')).toBeVisible();

    refuseNextAccept(() => gatewayAnswer(500, {}));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Document 2 of 3')).toBeVisible();
    await acceptShown(dialog);
    expect(await screen.findByText('An error occurred')).toBeVisible();
  });
});

describe('after signing', () => {
  it('says the bank is giving its final approval', async () => {
    openBank('SIGNED');
    await renderAppAt('/en/loan-requests/loan-1');
    const dialog = await screen.findByRole('dialog', { name: 'Credit' });
    expect(await within(dialog).findByRole('heading', { name: 'Documents signed' })).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/final approval/);
  });

  it('moves on by itself once the bank has given its approval', async () => {
    // The watch reads the status on an interval: let the test move it too.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const bank = openBank('SIGNED');
    await renderAppAt('/en/loan-requests/loan-1');
    const dialog = await screen.findByRole('dialog', { name: 'Credit' });
    await within(dialog).findByRole('heading', { name: 'Documents signed' });
    bank.request.status = 'COMPLETED';
    await act(() => vi.advanceTimersByTimeAsync(statusWatchMs));
    expect(await within(dialog).findByText('The loan is granted')).toBeVisible();
  });

  it('says the loan is granted and links to the loans in the language shown', async () => {
    openBank('COMPLETED');
    await renderAppAt('/ru/loan-requests/loan-1');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('status')).toBeVisible());
    expect(within(dialog).getByRole('link', { name: /кредит/i })).toHaveAttribute(
      'href',
      '/ru/loans',
    );
  });
});
