import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { OffersData } from '../../machines/loanCalculator.machine';
import type { RefinancingDocument } from '../../machines/refinancingUpload.machine';
import type { Order } from '../../src/domain/loan-requests';

type Answer = { status?: number; body: unknown };

const json = ({ status = 200, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface OffersBank {
  /** The bodies the app sent to accept an offer, in order. */
  accepted: unknown[];
  orders: Order[];
  /** The statements stored, as the bank lists them. */
  statements: RefinancingDocument[];
  /** What each upload carried: the loan and the file's first bytes. */
  uploads: { refLiabilityId: string; head: number[] }[];
  /** When set, the next upload is refused with it. */
  refuseUpload?: Answer;
}

/**
 * A bank for step 1 of a request: the profile, the request list, the offers and banks, and the
 * accept call, which moves the request on to READY_FOR_FATCA unless `refuse` answers it; the
 * statements of loans to refinance are stored, listed and removed.
 */
export function stubOffersBank(orders: Order[], data: OffersData, refuse?: Answer): OffersBank {
  const bank: OffersBank = {
    accepted: [],
    orders: [...orders],
    statements: [...data.statements],
    uploads: [],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/v1/user/info') {
        return json({ body: { firstName: 'Nigar', lastName: 'Əliyeva' } });
      }
      if (pathname === '/api/v1/orders') return json({ body: bank.orders });
      if (pathname === '/api/loan-applications/v1/offers') {
        return json({
          body: { offers: data.offers, eligibleForRefinancingLoans: data.eligibleLoans },
        });
      }
      if (pathname === '/bank-details/v1/bank-details') return json({ body: data.banks });
      if (pathname.includes('/refinancing-documents')) return statementCall(bank, request);
      const accept = pathname.match(
        /^\/api\/loan-applications\/v1\/loan-applications\/(.+)\/accept$/,
      );
      if (accept && request.method === 'PUT') {
        if (refuse) return json(refuse);
        bank.accepted.push(await request.json());
        bank.orders = bank.orders.map((order) =>
          order.id === accept[1] ? { ...order, status: 'READY_FOR_FATCA' } : order,
        );
        return json({ body: { id: accept[1], status: 'READY_FOR_FATCA' } });
      }
      return json({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return bank;
}

/** GET lists, POST stores a multipart upload (201), DELETE removes one (204). */
async function statementCall(bank: OffersBank, request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (request.method === 'GET') return json({ body: bank.statements });
  if (request.method === 'DELETE') {
    const id = pathname.split('/').pop();
    bank.statements = bank.statements.filter((statement) => statement.id !== id);
    return new Response(null, { status: 204 });
  }
  const form = await request.formData();
  const file = form.get('file') as File;
  const refLiabilityId = String(form.get('refLiabilityId'));
  const head = [...new Uint8Array(await file.arrayBuffer()).slice(0, 4)];
  bank.uploads.push({ refLiabilityId, head });
  if (bank.refuseUpload) return json(bank.refuseUpload);
  const statement: RefinancingDocument = {
    id: `statement-${bank.uploads.length}`,
    refLiabilityId,
    // jsdom's File reaches undici's Request without its name (undici names only its own Files),
    // so this bank names the statement after the loan; the e2e test sees the real name.
    fileName: `${refLiabilityId}.pdf`,
    mediaType: 'application/pdf',
    size: file.size,
    uploadedAt: '2026-11-21T09:15:00Z',
  };
  bank.statements.push(statement);
  return json({ status: 201, body: statement });
}

/** A small real PDF: its bytes start with the %PDF- signature the bank checks. */
export function pdfFile(name: string): File {
  return new File(['%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'], name, {
    type: 'application/pdf',
  });
}

/** Picks a file with the statement's file picker, as a customer would. */
export async function uploadStatement(dialog: HTMLElement, file: File, options = {}) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file picker');
  await userEvent.setup(options).upload(input, file);
}
