/**
 * Files a customer attaches (PRODUCT 5: jpg, png or pdf, under 10 MB). The form checks the name
 * and size first so the customer hears of a wrong file before it is sent. The server tells the
 * type by the file's first bytes, requires the name's extension to say the same type, and then
 * opens the whole file as that type (server/applications/refinancing-documents).
 */
export const attachmentMaxBytes = 10 * 1024 * 1024;

export const attachmentMediaTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type AttachmentMediaType = (typeof attachmentMediaTypes)[number];

/** What the form's file picker offers. */
export const attachmentAccept = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

export type AttachmentProblem = 'FILE_TYPE_NOT_ALLOWED' | 'FILE_TOO_LARGE' | 'FILE_MISSING';

const extensionTypes: Readonly<Record<string, AttachmentMediaType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The media type a file name promises, or undefined for any other name. */
export function mediaTypeOfName(fileName: string): AttachmentMediaType | undefined {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') ? extensionTypes[extension] : undefined;
}

/** The media type the bytes really are, read from their signature ("magic number"). */
export function mediaTypeOfBytes(head: Uint8Array): AttachmentMediaType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, at) => head[at] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return undefined;
}

/** What is wrong with a chosen file before upload, judged by its name and size. */
export function attachmentProblem(
  file: { name: string; size: number } | undefined,
): AttachmentProblem | undefined {
  if (!file || file.size === 0) return 'FILE_MISSING';
  if (!mediaTypeOfName(file.name)) return 'FILE_TYPE_NOT_ALLOWED';
  if (file.size >= attachmentMaxBytes) return 'FILE_TOO_LARGE';
  return undefined;
}
