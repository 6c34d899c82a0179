import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../domain/date-format';
import type { CashCodeQuote, CashOrder } from '../../../machines/cashCode.types';
import { Money } from '../../shared/balances';
import '../../shared/ui/RowList/row-list.css';

const azn = (value: number) => <Money amount={value} currency="AZN" alwaysVisible />;

/**
 * The figures of a priced or confirmed withdrawal (PRODUCT 9): the amount, the bank's commission,
 * the total the source gives up, where it comes from, and the codes it becomes with their
 * amounts (and, once issued, each code's expiry).
 */
export function CashSummary({ priced }: { priced: CashCodeQuote | CashOrder }) {
  const { t } = useLingui();
  const { from } = priced;
  const rows: [string, ReactNode, string?][] = [
    [t`Cash`, azn(priced.amount)],
    [t`Commission`, azn(priced.commission)],
    [t`Total`, azn(priced.total), 'movement__summary-total'],
    [
      t`From`,
      <>
        {from.name}
        <span className="movement__hint">{from.display}</span>
      </>,
    ],
  ];
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

/** The codes the withdrawal becomes: each part's amount, or each issued code with its expiry. */
export function CashParts({ priced }: { priced: CashCodeQuote | CashOrder }) {
  const issued = 'codes' in priced && priced.codes.length > 0 ? priced.codes : null;
  const count = priced.parts.length;
  return (
    <section className="cash-codes__parts" aria-labelledby="cash-parts-title">
      <h3 id="cash-parts-title">
        {issued ? <Trans>Your codes</Trans> : <Trans>Withdrawal codes: {count}</Trans>}
      </h3>
      <ol className="row-list">
        {issued
          ? issued.map((code) => {
              const until = formatDateTime(code.expiresAt);
              return (
                <li key={code.id}>
                  <span className="cash-codes__mask">{code.display}</span>
                  {azn(code.amount)}
                  <span className="movement__hint">
                    <Trans>Active until {until}</Trans>
                  </span>
                </li>
              );
            })
          : priced.parts.map((part, index) => (
              // Parts have no id of their own: their order is the bank's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts' order is fixed
              <li key={index}>{azn(part.amount)}</li>
            ))}
      </ol>
    </section>
  );
}
