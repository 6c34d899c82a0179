import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../domain/date-format';
import type { PrepaymentQuote } from '../../../machines/prepayment.machine';
import { Money } from '../../shared/balances';

type Summary = PrepaymentQuote['current'];

export interface ScheduleColumnProps {
  id: string;
  title: string;
  summary: Summary;
  currency: string;
}

/** One schedule's figures and its unpaid instalments, as one column of the comparison. */
export function ScheduleColumn({ id, title, summary, currency }: ScheduleColumnProps) {
  const { t } = useLingui();
  const money = (amount: number) => <Money amount={amount} currency={currency} alwaysVisible />;
  return (
    <section className="prepayment__schedule" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {summary.instalmentsLeft === 0 ? (
        <p className="prepayment__note">
          <Trans>Nothing is left to pay: the loan is closed.</Trans>
        </p>
      ) : (
        <ScheduleFigures summary={summary} currency={currency} />
      )}
      {summary.instalments.length > 0 && (
        <section
          className="prepayment__table"
          aria-label={t`${title}: instalments`}
          // Focusable, so keyboard users can scroll the instalments with no buttons among them.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Payment</Trans>
                </th>
                <th scope="col" className="prepayment__interest">
                  <Trans>Interest</Trans>
                </th>
                <th scope="col">
                  <Trans>Balance after</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.instalments.map((line) => (
                <tr key={line.number}>
                  <td>{formatDate(line.dueDate)}</td>
                  <td>{money(line.amount)}</td>
                  <td className="prepayment__interest">{money(line.rateAmount)}</td>
                  <td>{money(line.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function ScheduleFigures({ summary, currency }: { summary: Summary; currency: string }) {
  const money = (amount: number) => <Money amount={amount} currency={currency} alwaysVisible />;
  return (
    <dl className="prepayment__figures">
      <div>
        <dt>
          <Trans>Monthly payment</Trans>
        </dt>
        <dd>{money(summary.monthlyPayment)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Instalments left</Trans>
        </dt>
        <dd>{summary.instalmentsLeft}</dd>
      </div>
      <div>
        <dt>
          <Trans>Last payment</Trans>
        </dt>
        <dd>{summary.endDate ? formatDate(summary.endDate) : '—'}</dd>
      </div>
      <div>
        <dt>
          <Trans>Interest to pay</Trans>
        </dt>
        <dd>{money(summary.totalInterest)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Total to pay</Trans>
        </dt>
        <dd>{money(summary.totalPayable)}</dd>
      </div>
    </dl>
  );
}
