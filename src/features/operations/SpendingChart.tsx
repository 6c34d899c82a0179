import { useLingui } from '@lingui/react/macro';
import { Money } from '../../shared/balances';
import { categoryColor, categoryLabel } from './categories';
import type { CurrencySpending } from './queries';

/** Shares in whole percent; a share too small to round up still says it is there. */
function shareText(amount: number, total: number): string {
  if (total <= 0) return '0%';
  const percent = Math.round((amount / total) * 100);
  return percent === 0 ? '<1%' : `${percent}%`;
}

// A circle of circumference 100 makes every stroke length a percentage.
const radius = 100 / (2 * Math.PI);

/** A ring cut into the categories' shares, largest first, clockwise from the top. */
function Donut({ spending, label }: { spending: CurrencySpending; label: string }) {
  let start = 0;
  return (
    <svg className="spending-donut" viewBox="0 0 42 42" role="img" aria-label={label}>
      <circle className="spending-donut__track" cx="21" cy="21" r={radius} />
      {spending.categories.map((category) => {
        const share = spending.total > 0 ? (category.amount / spending.total) * 100 : 0;
        const offset = 25 - start;
        start += share;
        return (
          <circle
            key={category.category}
            className="spending-donut__part"
            cx="21"
            cy="21"
            r={radius}
            stroke={categoryColor(category.category)}
            strokeDasharray={`${share} ${100 - share}`}
            strokeDashoffset={offset}
          />
        );
      })}
    </svg>
  );
}

/**
 * One currency's spending: the ring, and a table with the same numbers for everyone. Totals
 * tell what the customer has, so they are masked with the balances; the shares stay.
 */
function CurrencyChart({ spending }: { spending: CurrencySpending }) {
  const { i18n, t } = useLingui();
  const { currency } = spending;
  const caption = t`Spending in ${currency} by category`;
  return (
    <figure className="spending-chart">
      <figcaption className="spending-chart__caption">
        <span className="spending-chart__currency">{currency}</span>
        <span className="spending-chart__total">
          {t`Total`} <Money amount={spending.total} currency={currency} />
        </span>
      </figcaption>
      <div className="spending-chart__body">
        <Donut spending={spending} label={caption} />
        <table className="spending-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Category`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Share`}</th>
            </tr>
          </thead>
          <tbody>
            {spending.categories.map((category) => (
              <tr key={category.category}>
                <th scope="row">
                  <span className="spending-table__category">
                    <span
                      className="spending-table__swatch"
                      style={{ background: categoryColor(category.category) }}
                      aria-hidden="true"
                    />
                    {i18n._(categoryLabel(category.category))}
                  </span>
                </th>
                <td>
                  <Money amount={category.amount} currency={currency} />
                </td>
                <td>{shareText(category.amount, spending.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Spending by category, one chart per currency: amounts in two currencies never add up. */
export default function SpendingChart({ currencies }: { currencies: readonly CurrencySpending[] }) {
  return (
    <div className="spending-charts">
      {currencies.map((spending) => (
        <CurrencyChart key={spending.currency} spending={spending} />
      ))}
    </div>
  );
}
