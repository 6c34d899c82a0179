/** The credit application's attached files at the fake bank: listed, stored (five at most) and removed. */
import type { HttpHandler } from 'msw';
import type { components } from '../../../openapi/generated/schema';
import { bankError } from '../fixtures/errors';
import { http } from '../http';

type LoanApplicationFile = components['schemas']['LoanApplicationFile'];

export interface FilesBook {
  files: LoanApplicationFile[];
}

const base = '/api/loan-applications/v1/loan-applications/{id}/files' as const;

const full = bankError('APPLICATION_FILES_FULL', 'Müraciətə ən çoxu beş fayl əlavə etmək olar');

export function applicationFiles(book: FilesBook): HttpHandler[] {
  let stored = 0;
  return [
    http.get(base, ({ response }) => response(200).json(book.files)),
    http.post(base, async ({ request, response }) => {
      const file = (await request.formData()).get('file') as File;
      if (book.files.length >= 5) return response(409).json(full);
      stored += 1;
      const attached: LoanApplicationFile = {
        id: `file-${stored}`,
        // jsdom's File reaches undici's Request without its name, so the bank gives one.
        fileName: `file-${stored}.pdf`,
        mediaType: 'application/pdf',
        size: file.size,
        uploadedAt: '2026-11-27T09:15:00Z',
      };
      book.files = [...book.files, attached];
      return response(201).json(attached);
    }),
    http.delete(`${base}/{fileId}`, ({ params, response }) => {
      book.files = book.files.filter(({ id }) => id !== params.fileId);
      return response(204).empty();
    }),
  ];
}
