import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../domain/date-format';
import type { Transfer, TransferQuote } from '../../../machines/transferForm.machine';
import { Money } from '../../shared/balances';
import { railLabels } from './labels';

type Party = TransferQuote['from'];

function PartyName({ party }: { party: Party }) {
  return (
    <>
      {party.name}
      <span className="movement__hint">
        {party.display} · {party.bank}
      </span>
    </>
  );
}

const amount = (value: number, currency: string) => (
  <Money amount={value} currency={currency} alwaysVisible />
);

/**
 * The figures of a priced or made transfer (PRODUCT 3 "Transfer"): from, to, amount, commission,
 * total, the rate and what the receiver gets when the currencies differ, how and when it moves;
 * a made one adds its date and time, comment and reference.
 */
export function TransferSummary({ priced }: { priced: TransferQuote | Transfer }) {
  const { t, i18n } = useLingui();
  const made = 'reference' in priced ? priced : null;
  const rows: [string, ReactNode, string?][] = [
    [t({ message: 'From', context: 'transfer' }), <PartyName key="from" party={priced.from} />],
    [t({ message: 'To', context: 'transfer' }), <PartyName key="to" party={priced.to} />],
    [t`Amount`, amount(priced.debitAmount, priced.debitCurrency)],
    [t`Commission`, amount(priced.commission, priced.debitCurrency)],
    [t`Total`, amount(priced.total, priced.debitCurrency), 'movement__summary-total'],
  ];
  if (priced.rate) {
    const { from, to, rate } = priced.rate;
    rows.push([t`Exchange rate`, `1 ${from} = ${rate} ${to}`]);
    rows.push([t`The receiver gets`, amount(priced.creditAmount, priced.creditCurrency)]);
  }
  rows.push([t`How`, i18n._(railLabels[priced.rail])]);
  if (made) {
    rows.push([t`Date and time`, formatDateTime(made.executedAt ?? made.createdAt)]);
    if (made.status === 'SCHEDULED') rows.push([t`Executed on`, formatDate(made.executionDate)]);
    if (made.comment) rows.push([t`Comment`, made.comment]);
    rows.push([t`Reference`, made.reference]);
  } else {
    rows.push([t`When`, <When key="when" quote={priced as TransferQuote} />]);
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

/** When the money moves: at once, or on the business day clearing allows (PRODUCT 9). */
function When({ quote }: { quote: TransferQuote }) {
  const date = formatDate(quote.executionDate);
  return quote.instant ? <Trans>Now</Trans> : <Trans>On {date}</Trans>;
}
