import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../domain/date-format';
import { Money } from '../../shared/balances';
import { categoryColor, categoryLabel } from './categories';
import type { Operation } from './queries';

/** One line of the history: what, when, which category, how much, and the balance after it. */
export function OperationLine({ operation }: { operation: Operation }) {
  const { i18n, t } = useLingui();
  const title = operation.merchant ?? operation.description;
  const incoming = operation.amount > 0;
  return (
    <li className="operation">
      <span
        className="operation__marker"
        style={{ background: categoryColor(operation.category) }}
        aria-hidden="true"
      />
      <div className="operation__main">
        <p className="operation__title">{title}</p>
        {operation.merchant && operation.description !== operation.merchant && (
          <p className="operation__description">{operation.description}</p>
        )}
        <p className="operation__meta">
          <time dateTime={operation.date}>{formatDateTime(operation.date)}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          <span>{i18n._(categoryLabel(operation.category))}</span>
        </p>
      </div>
      <div className="operation__money">
        <Money
          amount={operation.amount}
          currency={operation.currency}
          signed
          alwaysVisible
          className={incoming ? 'operation__amount operation__amount--in' : 'operation__amount'}
        />
        <span className="operation__balance">
          {t`Balance after`} <Money amount={operation.balanceAfter} currency={operation.currency} />
        </span>
      </div>
    </li>
  );
}
