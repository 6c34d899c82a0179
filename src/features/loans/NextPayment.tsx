import { Trans } from '@lingui/react/macro';
import { formatDate } from '../../../domain/date-format';
import { instalmentState } from '../../../domain/instalment';
import { Money } from '../../shared/balances';
import type { Loan } from '../../shared/queries/loans';
import './loans.css';

/** The earliest unpaid instalment: its amount, and under it its date, marked when it is late. */
export function NextPayment({ loan, today }: { loan: Loan; today: string }) {
  const next = loan.nextPayment;
  if (!next) return <Trans>The loan is repaid</Trans>;
  const late = instalmentState({ status: 'DUE', dueDate: next.date }, today) === 'overdue';
  return (
    <span className="next-payment">
      <Money amount={next.amount} currency={loan.currency} alwaysVisible />
      <span className="next-payment__date">
        {formatDate(next.date)}
        {late && (
          <>
            {' '}
            <span className="product-badge product-badge--danger">
              <Trans>Overdue</Trans>
            </span>
          </>
        )}
      </span>
    </span>
  );
}
