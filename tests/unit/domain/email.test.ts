import { describe, expect, it } from 'vitest';
import { emailMaxLength, emailProblem, isDeliverableEmail } from '../../../domain/email';

describe('an address the bank will write to', () => {
  it.each([
    'leyla@example.az',
    'leyla.aliyeva@mail.example.com',
    "o'brien+receipts@example.co.uk",
    'LEYLA@EXAMPLE.AZ',
    'x@a-b.io',
  ])('takes %s', (address) => {
    expect(isDeliverableEmail(address)).toBe(true);
  });

  it.each([
    ['no at sign', 'not-an-email'],
    ['nothing before the at sign', '@example.az'],
    ['a domain without a dot', 'leyla@localhost'],
    ['an IP literal', 'leyla@[127.0.0.1]'],
    ['a numeric top-level domain', 'leyla@example.123'],
    ['a one-letter top-level domain', 'leyla@example.a'],
    ['an empty label', 'leyla@example..az'],
    ['a label starting with a hyphen', 'leyla@-example.az'],
    ['a dot at the start of the local part', '.leyla@example.az'],
    ['two dots in the local part', 'ley..la@example.az'],
    ['a quoted local part', '"leyla aliyeva"@example.az'],
    ['spaces', 'leyla @example.az'],
    ['two at signs', 'leyla@home@example.az'],
    ['non-Latin letters', 'leyla@nümunə.az'],
  ])('refuses %s', (_, address) => {
    expect(isDeliverableEmail(address)).toBe(false);
  });

  it('keeps to the lengths SMTP carries: 64 before the at sign, 254 in all', () => {
    const domain = '@example.az';
    expect(isDeliverableEmail(`${'a'.repeat(64)}${domain}`)).toBe(true);
    expect(isDeliverableEmail(`${'a'.repeat(65)}${domain}`)).toBe(false);
    const label = 'b'.repeat(60);
    const long = `leyla@${[label, label, label, label].join('.')}.az`;
    expect(long.length).toBeLessThanOrEqual(emailMaxLength);
    expect(isDeliverableEmail(long)).toBe(true);
    expect(isDeliverableEmail(`${'a'.repeat(10)}${long}`)).toBe(false);
    expect(isDeliverableEmail(`leyla@${'c'.repeat(64)}.az`)).toBe(false);
  });
});

describe('what the form says of a typed address', () => {
  it('wants one (PRODUCT 5), a valid one, and ignores spaces around it', () => {
    expect(emailProblem('')).toBe('EMAIL_REQUIRED');
    expect(emailProblem('   ')).toBe('EMAIL_REQUIRED');
    expect(emailProblem('leyla@localhost')).toBe('EMAIL_INVALID');
    expect(emailProblem(' leyla@example.az ')).toBeUndefined();
  });
});
