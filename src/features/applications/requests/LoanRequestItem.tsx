import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/date-format';
import { canOpenRequest, type Order } from '../../../../domain/loan-requests';
import { requestListStatus } from '../../../../machines/loanApplication/steps';
import { Money } from '../../../shared/balances';
import { requestListStatusLabels } from './labels';
import { requestKind, requestKindLabels } from './request-kind';

/** One request of the list; only those PRODUCT 4.2 lets the customer open are links. */
export function LoanRequestItem({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const title = i18n._(requestKindLabels[requestKind(order)]);
  const status = requestListStatus(order.status);
  const body = (
    <>
      <span className="loan-request__title">{title}</span>
      <span className="loan-request__amount">
        {order.amount !== undefined && order.currency && (
          <Money amount={order.amount} currency={order.currency} alwaysVisible />
        )}
      </span>
      <time className="loan-request__date" dateTime={order.createdAt}>
        {formatDateTime(order.createdAt)}
      </time>
      <span className={`loan-request__status loan-request__status--${status}`}>
        {i18n._(requestListStatusLabels[status])}
      </span>
    </>
  );
  return (
    <li className="loan-request">
      {canOpenRequest(order) ? (
        <Link
          to="/{-$locale}/loan-requests/{-$id}"
          params={(previous) => ({ ...previous, id: order.id })}
          className="loan-request__body loan-request__body--link"
        >
          {body}
        </Link>
      ) : (
        <div className="loan-request__body">{body}</div>
      )}
    </li>
  );
}
