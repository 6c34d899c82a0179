/**
 * Reading an uploaded statement from a multipart/form-data body (fields refLiabilityId and file,
 * PRODUCT 5: jpg, png or pdf under 10 MB). The type is told by the bytes, never by the name or the
 * declared type; a file of 10 MB or more stops the stream at the limit, so it is never held in
 * full. Nothing here touches the database.
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  type AttachmentMediaType,
  attachmentMaxBytes,
  mediaTypeOfBytes,
} from '../../../domain/attachment';
import { BankError } from '../../errors/bank-error';

/** Busboy cuts a file at `fileSize` bytes: one byte less than the limit keeps "under 10 MB". */
export const uploadLimits = {
  fileSize: attachmentMaxBytes - 1,
  files: 1,
  fields: 1,
  parts: 2,
  fieldSize: 100,
} as const;

export interface Upload {
  refLiabilityId: string;
  fileName: string;
  mediaType: AttachmentMediaType;
  content: Buffer;
}

const fileNameMaxLength = 120;

/** The name without any path, control characters or excess length, keeping its extension. */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  const characters = Array.from(base);
  if (characters.length === 0) return 'document';
  if (characters.length <= fileNameMaxLength) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(base.slice(dot)).slice(0, 10).join('') : '';
  return characters.slice(0, fileNameMaxLength - extension.length).join('') + extension;
}

function uploadError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new BankError('FILE_TOO_LARGE', 400);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new BankError('VALIDATION_FAILED', 400, {}, 'UPLOAD_PARTS_UNEXPECTED');
  }
  return error;
}

async function readParts(parts: AsyncIterable<Multipart>) {
  let refLiabilityId: string | undefined;
  let file: { name: string; content: Buffer } | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'refLiabilityId') refLiabilityId = String(part.value);
    } else if (part.fieldname === 'file') {
      file = { name: part.filename, content: await part.toBuffer() };
    } else {
      part.file.resume();
    }
  }
  return { refLiabilityId, file };
}

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new BankError('UNSUPPORTED_MEDIA_TYPE', 415);
  const { refLiabilityId, file } = await readParts(request.parts()).catch((error: unknown) => {
    throw uploadError(error);
  });
  if (refLiabilityId === undefined) {
    throw new BankError('VALIDATION_FAILED', 400, { field: 'refLiabilityId' }, 'FIELD_REQUIRED');
  }
  if (!file || file.content.length === 0) throw new BankError('FILE_MISSING', 400);
  const mediaType = mediaTypeOfBytes(file.content.subarray(0, 8));
  if (!mediaType) throw new BankError('FILE_TYPE_NOT_ALLOWED', 400);
  return { refLiabilityId, fileName: cleanFileName(file.name), mediaType, content: file.content };
}
