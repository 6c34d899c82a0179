import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/date-format';
import { canOpenRequest, type Order } from '../../../../domain/loan-requests';
import { localeParam } from '../../../../domain/locale';
import { requestListStatus } from '../../../../machines/loanApplication/steps';
import { Money } from '../../../shared/balances';
import { useCurrentLocale } from '../../../shared/current-locale';
import { requestListStatusLabels } from './labels';
import { requestKind, requestKindLabels } from './request-kind';

/**
 * One request of the list; only those PRODUCT 4.2 lets the customer open are links. An early
 * repayment, in any status, opens on its own page, where one in review can be canceled.
 */
export function LoanRequestItem({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const locale = useCurrentLocale();
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
      {requestKind(order) === 'LOAN_PREPAYMENT' ? (
        <Link
          to="/{-$locale}/pre-payment"
          params={{ locale: localeParam(locale) }}
          search={{ request: order.id }}
          className="loan-request__body loan-request__body--link"
        >
          {body}
        </Link>
      ) : canOpenRequest(order) ? (
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
