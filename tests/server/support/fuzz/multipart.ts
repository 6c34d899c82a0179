/**
 * multipart/form-data bodies written byte by byte: a valid form from the operation's schema,
 * and the broken ones an attacker sends (no boundary, cut short, a part without a name, a
 * file name with control characters, a file past the size limit…).
 */
import { pdfBytes as pdf } from '../refinancing-documents';
import type { Schema } from './operations';
import type { Body } from './request';
import { type SampleContext, sampleOf } from './sample';

export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

const boundary = 'FuzzBoundary7MA4YWxkTrZu0gW';

function multipartBody(parts: FormPart[]): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename !== undefined ? `; filename="${part.filename}"` : '') +
        (part.contentType ? `\r\nContent-Type: ${part.contentType}` : '') +
        '\r\n\r\n',
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

export const formBody = (parts: FormPart[]): Body => ({
  kind: 'raw',
  contentType: `multipart/form-data; boundary=${boundary}`,
  data: multipartBody(parts),
});

/** Every field of the schema; a binary one is a small PDF. */
export function formOf(schema: Schema, context: SampleContext): FormPart[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties).map(([name, property]) =>
    property.format === 'binary'
      ? { name, value: pdf, filename: 'statement.pdf', contentType: 'application/pdf' }
      : { name, value: String(sampleOf(property, context, [name])) },
  );
}

/** Broken forms built from a valid one, by name. */
export function malformedForms(valid: FormPart[]): Array<[string, Body]> {
  const raw = (contentType: string | undefined, data: string | Buffer): Body => ({
    kind: 'raw',
    contentType,
    data,
  });
  const whole = multipartBody(valid);
  const file = valid.find((part) => part.filename !== undefined);
  const withFile = (change: Partial<FormPart>) =>
    formBody(valid.map((part) => (part === file ? { ...part, ...change } : part)));
  return [
    ['no boundary', raw('multipart/form-data', whole)],
    ['an empty boundary', raw('multipart/form-data; boundary=', whole)],
    ['another boundary', raw('multipart/form-data; boundary=somethingElse', whole)],
    ['cut short', raw(`multipart/form-data; boundary=${boundary}`, whole.subarray(0, 60))],
    [
      'no closing boundary',
      raw(`multipart/form-data; boundary=${boundary}`, whole.subarray(0, whole.length - 10)),
    ],
    ['no parts', raw(`multipart/form-data; boundary=${boundary}`, `--${boundary}--\r\n`)],
    ['an empty body', raw(`multipart/form-data; boundary=${boundary}`, '')],
    ['garbage', raw(`multipart/form-data; boundary=${boundary}`, '\u0000\u0001garbage\r\n\r\n--')],
    [
      'a part without a name',
      raw(
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${boundary}--\r\n`,
      ),
    ],
    ['the file twice', formBody(file ? [...valid, file] : valid)],
    ['fields only', formBody(valid.filter((part) => part !== file))],
    ['the file only', formBody(file ? [file] : [])],
    ['a file name with control characters', withFile({ filename: 'a\u0000b\u202egpj.exe' })],
    ['a file name with ../', withFile({ filename: '../../../etc/passwd' })],
    ['a 100 000 character file name', withFile({ filename: 'n'.repeat(100_000) })],
    ['an empty file', withFile({ value: Buffer.alloc(0) })],
    ['a file of 11 MB', withFile({ value: Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024)]) })],
    [
      'a field of 100 000 characters',
      formBody(
        valid.map((part) => (part === file ? part : { ...part, value: 'v'.repeat(100_000) })),
      ),
    ],
  ];
}
