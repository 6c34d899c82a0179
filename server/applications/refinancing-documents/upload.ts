/**
 * Reading an uploaded statement from a multipart/form-data body (fields refLiabilityId and file,
 * PRODUCT 5: jpg, png or pdf under 10 MB). The type is told by the bytes and the whole file must
 * open as that type (statement-check.ts); the name, made safe (file-name.ts), must end in that
 * type's extension. A file of 10 MB or more is refused the moment its 10 MB-th byte arrives: the
 * rest of the body is never read, nor ever held. Nothing here touches the database.
 *
 * Statements are kept in the database (bytea), so a file is held once, in this process, between
 * its last byte and its row; uploadGate bounds how many are held at once.
 */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  type AttachmentMediaType,
  attachmentMaxBytes,
  mediaTypeOfBytes,
  mediaTypeOfName,
} from '../../../domain/attachment';
import { BankError } from '../../errors/bank-error';
import { safeFileName } from './file-name';
import { type StatementChecker, statementMaxMegapixels } from './statement-check';

/** Busboy cuts a file at `fileSize` bytes: one byte less than the limit keeps "under 10 MB". */
export const uploadLimits = {
  fileSize: attachmentMaxBytes - 1,
  files: 1,
  fields: 1,
  parts: 2,
  fieldSize: 100,
  headerPairs: 20,
} as const;

export interface Upload {
  refLiabilityId: string;
  fileName: string;
  mediaType: AttachmentMediaType;
  content: Buffer;
}

const tooLarge = () => new BankError('FILE_TOO_LARGE', 400);

/**
 * What reading the body failed on, in the bank's words. Busboy fails on a body that is not a
 * complete form (no boundary, a body cut short, a broken part) with plain Errors that have only
 * that in common, so whatever else goes wrong while the body is read is the body's fault: 400.
 */
function bodyError(error: unknown): BankError {
  if (error instanceof BankError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new BankError('VALIDATION_FAILED', 400, {}, 'UPLOAD_PARTS_UNEXPECTED');
  }
  return new BankError('VALIDATION_FAILED', 400, {}, 'MULTIPART_MALFORMED');
}

/** The file's bytes, or FILE_TOO_LARGE as soon as busboy reaches its limit. */
async function readFile(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // Busboy drops what follows the limit but reads on to the part's end; ending the stream here
  // ends the parsing, and so the reading of the request.
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

async function readParts(request: FastifyRequest) {
  let refLiabilityId: string | undefined;
  let file: { name: string; content: Buffer } | undefined;
  const parts: AsyncIterable<Multipart> = request.parts();
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'refLiabilityId') refLiabilityId = String(part.value);
    } else if (part.fieldname === 'file') {
      file = { name: part.filename, content: await readFile(part) };
    } else {
      part.file.resume();
    }
  }
  return { refLiabilityId, file };
}

async function verifiedType(
  file: { name: string; content: Buffer },
  checker: StatementChecker,
): Promise<AttachmentMediaType> {
  const mediaType = mediaTypeOfBytes(file.content.subarray(0, 8));
  const named = mediaTypeOfName(file.name);
  if (!mediaType || !named) throw new BankError('FILE_TYPE_NOT_ALLOWED', 400);
  if (named !== mediaType) {
    throw new BankError('FILE_TYPE_NOT_ALLOWED', 400, {}, 'FILE_EXTENSION_MISMATCH');
  }
  const verdict = await checker.check(file.content, mediaType);
  if (verdict === 'TOO_MANY_PIXELS') {
    const megapixels = statementMaxMegapixels;
    throw new BankError('FILE_TOO_LARGE', 400, { megapixels }, 'IMAGE_TOO_MANY_PIXELS');
  }
  if (verdict !== 'READABLE')
    throw new BankError('FILE_TYPE_NOT_ALLOWED', 400, {}, 'FILE_UNREADABLE');
  return mediaType;
}

/** A file alone (a credit application's attached file), checked as a statement is. */
export async function readFileUpload(
  request: FastifyRequest,
  checker: StatementChecker,
): Promise<Omit<Upload, 'refLiabilityId'>> {
  const { refLiabilityId: _, ...file } = await readUpload(request, checker, { loanField: false });
  return file;
}

export async function readUpload(
  request: FastifyRequest,
  checker: StatementChecker,
  { loanField = true } = {},
): Promise<Upload> {
  if (!request.isMultipart()) throw new BankError('UNSUPPORTED_MEDIA_TYPE', 415);
  const { refLiabilityId, file } = await readParts(request).catch((error: unknown) => {
    request.log.info({ err: error }, 'upload body refused');
    throw bodyError(error);
  });
  if (loanField && refLiabilityId === undefined) {
    throw new BankError('VALIDATION_FAILED', 400, { field: 'refLiabilityId' }, 'FIELD_REQUIRED');
  }
  if (!file || file.content.length === 0) throw new BankError('FILE_MISSING', 400);
  const fileName = safeFileName(file.name);
  const mediaType = await verifiedType({ name: fileName, content: file.content }, checker);
  return { refLiabilityId: refLiabilityId ?? '', fileName, mediaType, content: file.content };
}
