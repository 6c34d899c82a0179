/**
 * PRODUCT 5's password requirements: shown to the customer while typing, and enforced by the bank
 * (server/auth/passwords.ts) with these same functions.
 */
export const minPasswordLength = 8;

export type PasswordRule = 'cases' | 'digit' | 'special' | 'length';

const rules: Record<PasswordRule, (password: string) => boolean> = {
  cases: (password) => /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
  // Anything that is neither a letter, a digit nor white space counts as special.
  special: (password) => /[^\p{L}\p{Nd}\s]/u.test(password),
  length: (password) => password.length >= minPasswordLength,
};

export const passwordRules = Object.keys(rules) as PasswordRule[];

export function meetsRule(rule: PasswordRule, password: string): boolean {
  return rules[rule](password);
}

export function isStrongPassword(password: string): boolean {
  return passwordRules.every((rule) => meetsRule(rule, password));
}

/** What is wrong with a new password and with its repeat, in the bank's words (PRODUCT 5). */
export function passwordProblems(password: string, repeat: string) {
  return {
    password: isStrongPassword(password) ? null : ('weak' as const),
    repeat:
      repeat === ''
        ? ('repeat-required' as const)
        : repeat !== password
          ? ('mismatch' as const)
          : null,
  };
}
