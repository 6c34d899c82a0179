/** Uploading statements of other banks' loans as the web app does: multipart/form-data. */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { expect } from 'vitest';
import { refinancingDocuments } from '../../../server/db/schema';
import { onePagePdf } from '../../support/pdf';
import type { TestBank } from './bank';
import {
  applicationsUrl,
  type CallAs,
  newApplication,
  offersOf,
  startApplication,
} from './loan-applications';

export const pdfBytes = onePagePdf();
/** A 2×2 grey PNG and a 2×2 grey JPEG (made with pngjs and jpeg-js): images that decode. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4AWM8AQQMQMDEAAUAMKYDJOk+9mYAAAAASUVORK5CYII=',
  'base64',
);
export const jpgBytes = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APYKAP8A/9k=',
  'base64',
);

export const documentsUrl = (id: string) => `${applicationsUrl}/${id}/refinancing-documents`;

export interface UploadPart {
  refLiabilityId?: string;
  file?: { name: string; bytes: Uint8Array; type?: string };
}

export function uploadStatement(
  { bank, token, language = 'en' }: CallAs,
  applicationId: string,
  { refLiabilityId, file }: UploadPart,
) {
  const form = new FormData();
  if (refLiabilityId !== undefined) form.append('refLiabilityId', refLiabilityId);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], {
      type: file.type ?? 'application/octet-stream',
    });
    form.append('file', blob, file.name);
  }
  return bank.app.inject({
    method: 'POST',
    url: documentsUrl(applicationId),
    payload: form,
    headers: { authorization: token, 'accept-language': language },
  });
}

/** A PDF statement for each loan, so a refinancing offer can be accepted. */
export async function uploadStatements(as: CallAs, applicationId: string, ids: readonly string[]) {
  for (const refLiabilityId of ids) {
    const response = await uploadStatement(as, applicationId, {
      refLiabilityId,
      file: { name: 'statement.pdf', bytes: pdfBytes, type: 'application/pdf' },
    });
    if (response.statusCode !== 201) throw new Error(`not uploaded: ${response.body}`);
  }
}

/** A new refinancing application of `as` and their two loans at other banks (Leyla has two). */
export async function refinancingOfTwoLoans(as: CallAs) {
  const { id } = await startApplication(as, { ...newApplication, type: 'REFIN' });
  const { eligibleForRefinancingLoans } = await offersOf(as, id);
  const [first, second] = eligibleForRefinancingLoans.map((loan) => loan.refLiabilityId);
  if (!first || !second) throw new Error('two refinanceable loans expected');
  return { id, first, second };
}

/** The statement rows of an application, content included. */
export function storedStatements(bank: TestBank, applicationId: string) {
  return bank.database.db
    .select()
    .from(refinancingDocuments)
    .where(eq(refinancingDocuments.applicationId, applicationId));
}

/** Expects a refusal in the bank's shape and gives its message. */
export function expectRefusal(response: InjectResponse, status: number, code: string): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toEqual({ code, message: expect.any(String) });
  return body.message;
}
