import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../domain/date-format';
import type { Payment, PaymentQuote } from '../../../machines/paymentForm.machine';
import { Money } from '../../shared/balances';

const amount = (value: number) => <Money amount={value} currency="AZN" alwaysVisible />;

/**
 * The figures of a priced or made payment (SPEC 2.2 "payment dialogs"): provider, subscriber,
 * amount, commission, total, the source and when it is executed; a made one adds its date and
 * time and both references.
 */
export function PaymentSummary({ priced }: { priced: PaymentQuote | Payment }) {
  const { t } = useLingui();
  const made = 'reference' in priced ? priced : null;
  const { subscriber, from } = priced;
  const rows: [string, ReactNode, string?][] = [
    [t`Provider`, priced.provider.name],
    [
      t`Subscriber`,
      <>
        {subscriber.display}
        {subscriber.name && <span className="movement__hint">{subscriber.name}</span>}
      </>,
    ],
    [t`Amount`, amount(priced.amount)],
    [t`Commission`, amount(priced.commission)],
    [t`Total`, amount(priced.total), 'movement__summary-total'],
    [
      t`Pay from`,
      <>
        {from.name}
        <span className="movement__hint">{from.display}</span>
      </>,
    ],
  ];
  if (made) {
    rows.push([t`Date and time`, formatDateTime(made.executedAt ?? made.createdAt)]);
    if (made.status === 'SCHEDULED') rows.push([t`Executed on`, formatDate(made.executionDate)]);
    rows.push([t`Reference`, made.reference]);
    rows.push([t`Provider's reference`, made.providerReference]);
  } else {
    const quote = priced as PaymentQuote;
    const date = formatDate(quote.executionDate);
    rows.push([t`Executed`, quote.instant ? t`Now` : t`On ${date}`]);
  }
  return (
    <dl className="movement__summary">
      {rows.map(([label, value, className]) => (
        <div key={label} className={className}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
