import { formatMoney } from '../../../../domain/money';

/** Whole-manat figures of the bank's offers (numbers or '253.26') in PRODUCT 9's money format. */
export function manat(amount: number | string): string {
  const minor = Math.round(Number(amount) * 100);
  // PRODUCT 5's calculator shows '0.00' for a payment it cannot work out.
  if (!Number.isFinite(minor) || minor === 0) return '0.00 ₼';
  return formatMoney(minor, 'AZN');
}
