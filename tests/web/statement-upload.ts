/** The refinancing statements: picking a file as a customer would, and what reached the bank. */
import userEvent from '@testing-library/user-event';
import { fakeBank } from '../fake-bank';

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

/** What each upload the app sent carried: the loan and the file's first bytes. */
export function uploadsSent() {
  const uploads = fakeBank.calls({ method: 'POST', path: /\/refinancing-documents$/ });
  return Promise.all(
    uploads.map(async ({ request }) => {
      const form = await request.clone().formData();
      const file = form.get('file') as File;
      const head = [...new Uint8Array(await file.arrayBuffer()).slice(0, 4)];
      return { refLiabilityId: String(form.get('refLiabilityId')), head };
    }),
  );
}
