/**
 * An address the bank will write to (PRODUCT 5: an email is required and must be valid), one rule
 * for the form and the server. It is stricter than the contract's `email` format, which lets
 * through forms no mail provider accepts (a domain without a dot, an IP literal): a plain local
 * part, and a domain of at least two labels with a letter TLD.
 */
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** The longest address SMTP carries (RFC 5321's path limit), as the contract's maxLength. */
export const emailMaxLength = 254;

export function isDeliverableEmail(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.length > emailMaxLength) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  const tld = labels.at(-1) ?? '';
  return (
    local.length <= 64 &&
    localPart.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    /^[A-Za-z]{2,}$/.test(tld)
  );
}

export type EmailProblem = 'EMAIL_REQUIRED' | 'EMAIL_INVALID';

/** What is wrong with an address as typed; spaces around it are not the customer's meaning. */
export function emailProblem(typed: string): EmailProblem | undefined {
  const address = typed.trim();
  if (address === '') return 'EMAIL_REQUIRED';
  return isDeliverableEmail(address) ? undefined : 'EMAIL_INVALID';
}
