/**
 * The server's rule for an address the bank will write to, on top of the contract's `email`
 * format (which lets through forms no mail provider accepts, e.g. a domain without a dot or an
 * IP literal): a plain local part, and a domain of at least two labels with a letter TLD.
 */
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function isDeliverableEmail(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.length > 254) return false;
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
