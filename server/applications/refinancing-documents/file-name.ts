/**
 * The name a statement is kept under: the one the customer's device sent, made safe to show and
 * to offer as a download name. Nothing of it is trusted: it is NFC-normalised (one spelling of
 * "ş"), cut to its last path segment, and stripped of control and invisible formatting
 * characters (the right-to-left override U+202E makes "fdp.exe" look like "exe.pdf"), line
 * separators, characters file systems reserve, and dots and spaces at either end.
 */
const fileNameMaxLength = 120;
const extensionMaxLength = 10;

/** Controls (Cc), formatting such as bidi controls and zero-width characters (Cf), U+2028/9. */
const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const reserved = /[<>:"|?*]/g;

export function safeFileName(sent: string): string {
  const base = (sent.normalize('NFC').split(/[\\/]/).pop() ?? '')
    .replace(invisible, '')
    .replace(reserved, '')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  const characters = Array.from(base);
  if (characters.length <= fileNameMaxLength) return base;
  const dot = base.lastIndexOf('.');
  const extension =
    dot > 0 ? Array.from(base.slice(dot)).slice(0, extensionMaxLength).join('') : '';
  return characters.slice(0, fileNameMaxLength - Array.from(extension).length).join('') + extension;
}
