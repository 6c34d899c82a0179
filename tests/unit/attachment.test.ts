import { describe, expect, it } from 'vitest';
import {
  attachmentAccept,
  attachmentMaxBytes,
  attachmentProblem,
  mediaTypeOfBytes,
  mediaTypeOfName,
} from '../../domain/attachment';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('attachments (PRODUCT 5: jpg, png or pdf under 10 MB)', () => {
  it('accepts a jpg, png or pdf under 10 MB, whatever the case of its extension', () => {
    expect(attachmentProblem({ name: 'statement.pdf', size: 1 })).toBeUndefined();
    expect(attachmentProblem({ name: 'scan.JPG', size: 2048 })).toBeUndefined();
    expect(attachmentProblem({ name: 'scan.jpeg', size: 2048 })).toBeUndefined();
    expect(attachmentProblem({ name: 'photo.Png', size: attachmentMaxBytes - 1 })).toBeUndefined();
  });

  it('refuses another type, or a name without an extension', () => {
    expect(attachmentProblem({ name: 'statement.docx', size: 10 })).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(attachmentProblem({ name: 'pdf', size: 10 })).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(attachmentProblem({ name: 'statement.pdf.exe', size: 10 })).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
  });

  it('refuses 10 MB or more', () => {
    expect(attachmentProblem({ name: 'scan.png', size: attachmentMaxBytes })).toBe(
      'FILE_TOO_LARGE',
    );
    expect(attachmentProblem({ name: 'scan.png', size: 50 * 1024 * 1024 })).toBe('FILE_TOO_LARGE');
  });

  it('says a file is missing when there is none or it is empty', () => {
    expect(attachmentProblem(undefined)).toBe('FILE_MISSING');
    expect(attachmentProblem({ name: 'statement.pdf', size: 0 })).toBe('FILE_MISSING');
  });

  it('tells the media type by the name', () => {
    expect(mediaTypeOfName('a.jpeg')).toBe('image/jpeg');
    expect(mediaTypeOfName('a.PDF')).toBe('application/pdf');
    expect(mediaTypeOfName('a.gif')).toBeUndefined();
  });

  it('tells the media type by the first bytes, not by the name', () => {
    expect(mediaTypeOfBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(mediaTypeOfBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(mediaTypeOfBytes(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(mediaTypeOfBytes(new TextEncoder().encode('%PDF'))).toBeUndefined();
    expect(mediaTypeOfBytes(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(mediaTypeOfBytes(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(mediaTypeOfBytes(bytes())).toBeUndefined();
  });

  it('offers the file picker the same three types', () => {
    expect(attachmentAccept.split(',')).toEqual(
      expect.arrayContaining(['.jpg', '.jpeg', '.png', '.pdf', 'application/pdf']),
    );
  });
});
