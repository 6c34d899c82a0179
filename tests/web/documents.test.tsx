import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewDocument } from '../../machines/documentReview.machine';
import type { Order } from '../../src/domain/loan-requests';
import { statusWatchMs } from '../../src/features/documents/useStatusWatch';
import { toast } from '../../src/ui';
import { sampleDocuments, sampleSigningLink } from '../../stories/documents/document-fixtures';
import { order } from '../../stories/loan-requests/request-fixtures';
import { renderAppAt, storeAccessToken } from './render-app';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface DocumentsBank {
  order: Order;
  documents: ReviewDocument[];
  /** While false the documents answer 409 DOCUMENTS_NOT_READY. */
  ready: boolean;
  /** The calls that change something: method, path and query. */
  calls: string[];
  /** The next accept call answers this instead. */
  refuse?: { status: number; body: unknown };
}

/** A bank for steps 4 and 5 of one loan request: documents in order, the QR link, the status. */
function stubDocumentsBank(status: string, documents = sampleDocuments): DocumentsBank {
  const bank: DocumentsBank = {
    order: order('loan-1', { status }),
    documents: documents.map((document) => ({ ...document })),
    ready: status === 'READY_FOR_SIGN',
    calls: [],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname, search, searchParams } = new URL(request.url);
      if (pathname === '/api/v1/user/info') return json({ firstName: 'Nigar', lastName: 'Ə' });
      if (pathname === '/api/v1/orders') return json([bank.order]);
      if (pathname === '/api/loan-applications/v1/loan-applications/loan-1') {
        return json({ ...bank.order, requestedAmount: 5000, customerPhoneNumber: '501234567' });
      }
      if (pathname === '/api/loan-applications/v1/documents') {
        if (!bank.ready) {
          return json({ code: 'DOCUMENTS_NOT_READY', message: 'Sənədlər hazırlanır' }, 409);
        }
        const type = searchParams.get('documentType');
        return json(bank.documents.filter((document) => document.documentType === type));
      }
      bank.calls.push(`${request.method} ${pathname}${search}`);
      if (request.method === 'PATCH') {
        const refusal = bank.refuse;
        bank.refuse = undefined;
        if (refusal) return json(refusal.body, refusal.status);
        const id = pathname.split('/').at(-1);
        for (const document of bank.documents) {
          if (document.id === id) document.accepted = true;
        }
        return json({ status: bank.order.status });
      }
      if (pathname === '/api/loan-applications/v1/qr/generate') {
        return json({ data: sampleSigningLink });
      }
      return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return bank;
}

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
    const bank = stubDocumentsBank('DOCUMENTS_PREPARATION');
    const dialog = await openRequest();
    expect(await within(dialog).findByText(/The bank is preparing your documents/)).toBeVisible();

    bank.ready = true;
    await nextPoll();
    const main = await within(dialog).findByRole('heading', {
      name: 'Standard information form of the Central Bank',
    });
    expect(main).toBeVisible();
    expect(within(dialog).getByText('Document 1 of 3')).toBeVisible();
    expect(
      within(dialog).getByTitle('Standard information form of the Central Bank'),
    ).toHaveAttribute('src', 'blob:document-1');
    expect(within(dialog).getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute(
      'href',
      'blob:document-1',
    );
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toMatch(/^%PDF-1\.4/);

    await acceptShown(dialog);
    expect(await within(dialog).findByText('Document 2 of 3')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Document package' })).toBeVisible();
    await acceptShown(dialog);
    expect(await within(dialog).findByText('Document 3 of 3')).toBeVisible();
    await acceptShown(dialog);

    const qr = await within(dialog).findByRole('img', { name: 'QR code of the signing link' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(dialog).getByRole('link', { name: sampleSigningLink })).toHaveAttribute(
      'href',
      sampleSigningLink,
    );
    expect(bank.calls).toEqual([
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
    bank.order.status = 'SIGNED';
    await nextPoll();
    expect(await within(dialog).findByRole('heading', { name: 'Documents signed' })).toBeVisible();
  });

  it('resumes after the accepted documents and shows the bank refusing, or the fallback', async () => {
    const bank = stubDocumentsBank(
      'READY_FOR_SIGN',
      sampleDocuments.map((document, index) => ({ ...document, accepted: index === 0 })),
    );
    const dialog = await openRequest();
    expect(await within(dialog).findByText('Document 2 of 3')).toBeVisible();

    bank.refuse = {
      status: 409,
      body: { code: 'CONFLICT', message: 'Müraciətin statusu dəyişib' },
    };
    await acceptShown(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The documents step did not go through.',
    );
    expect(await screen.findByText('Müraciətin statusu dəyişib')).toBeVisible();

    bank.refuse = { status: 500, body: {} };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Document 2 of 3')).toBeVisible();
    await acceptShown(dialog);
    expect(await screen.findByText('An error occurred')).toBeVisible();
  });
});

describe('after signing', () => {
  it('says the bank is giving its final approval', async () => {
    stubDocumentsBank('SIGNED');
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
    const bank = stubDocumentsBank('SIGNED');
    await renderAppAt('/en/loan-requests/loan-1');
    const dialog = await screen.findByRole('dialog', { name: 'Credit' });
    await within(dialog).findByRole('heading', { name: 'Documents signed' });
    bank.order.status = 'COMPLETED';
    await act(() => vi.advanceTimersByTimeAsync(statusWatchMs));
    expect(await within(dialog).findByText('The loan is granted')).toBeVisible();
  });

  it('says the loan is granted and links to the loans in the language shown', async () => {
    stubDocumentsBank('COMPLETED');
    await renderAppAt('/ru/loan-requests/loan-1');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('status')).toBeVisible());
    expect(within(dialog).getByRole('link', { name: /кредит/i })).toHaveAttribute(
      'href',
      '/ru/loans',
    );
  });
});
