import type { Card } from '../../shared/queries/cards';
import { paymentSystemNames } from './card-display';

/**
 * The payment system's mark drawn in CSS and SVG (no brand image files to ship): the Visa
 * wordmark as styled text, Mastercard's two overlapping circles with its name for screen readers.
 */
export function PaymentSystemLogo({ system }: { system: Card['paymentSystem'] }) {
  if (system === 'VISA') return <span className="payment-logo payment-logo--visa">VISA</span>;
  return (
    <svg
      className="payment-logo payment-logo--mastercard"
      viewBox="0 0 40 24"
      role="img"
      aria-label={paymentSystemNames.MASTERCARD}
    >
      <circle cx="14" cy="12" r="10" fill="#eb001b" />
      <circle cx="26" cy="12" r="10" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}
