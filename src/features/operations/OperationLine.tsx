import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../domain/date-format';
import { Money } from '../../shared/balances';
import { categoryColor, categoryLabel } from './categories';
import type { Operation } from './queries';

export interface OperationLineProps {
  operation: Operation;
  /** Opens the operation's details. */
  onOpen: (id: string) => void;
}

/**
 * One line of the history: what, when, which category, how much, and the balance after it. The
 * whole line is one button that opens the operation's details in a dialog.
 */
export function OperationLine({ operation, onOpen }: OperationLineProps) {
  const { i18n, t } = useLingui();
  const title = operation.merchant ?? operation.description;
  const incoming = operation.amount > 0;
  return (
    <li className="operation-item">
      <button
        type="button"
        className="operation"
        aria-haspopup="dialog"
        onClick={() => onOpen(operation.id)}
      >
        <span
          className="operation__marker"
          style={{ background: categoryColor(operation.category) }}
          aria-hidden="true"
        />
        <span className="operation__main">
          <span className="operation__title">{title}</span>
          {operation.merchant && operation.description !== operation.merchant && (
            <span className="operation__description">{operation.description}</span>
          )}
          <span className="operation__meta">
            <time dateTime={operation.date}>{formatDateTime(operation.date)}</time>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            <span>{i18n._(categoryLabel(operation.category))}</span>
          </span>
        </span>
        <span className="operation__money">
          <Money
            amount={operation.amount}
            currency={operation.currency}
            signed
            alwaysVisible
            className={incoming ? 'operation__amount operation__amount--in' : 'operation__amount'}
          />
          <span className="operation__balance">
            {t`Balance after`}{' '}
            <Money amount={operation.balanceAfter} currency={operation.currency} />
          </span>
        </span>
      </button>
    </li>
  );
}
