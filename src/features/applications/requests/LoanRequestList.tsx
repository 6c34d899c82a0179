import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { compareRequests, type Order } from '../../../../domain/loan-requests';
import { Spinner } from '../../../shared/ui/Spinner/Spinner';
import { LoanRequestItem } from './LoanRequestItem';

export interface LoanRequestListProps {
  /** undefined while the bank has not answered yet. */
  orders: readonly Order[] | undefined;
  /** Says why the list is empty. */
  emptyText: React.ReactNode;
}

/** Requests in PRODUCT 4.2's shared order. */
export function LoanRequestList({ orders, emptyText }: LoanRequestListProps) {
  if (!orders) return <Spinner className="loan-requests__loading" />;
  if (orders.length === 0) {
    return (
      <div className="loan-requests__empty">
        <p>{emptyText}</p>
        <Link
          to="/{-$locale}/get-credit"
          params={(previous) => previous}
          className="loan-requests__start"
        >
          <Trans>Apply for a loan</Trans>
        </Link>
      </div>
    );
  }
  return (
    <ul className="loan-requests__list">
      {[...orders].sort(compareRequests).map((order) => (
        <LoanRequestItem key={order.id} order={order} />
      ))}
    </ul>
  );
}
