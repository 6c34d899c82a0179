import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../domain/date-format';
import { Money } from '../../shared/balances';
import { EmptyState } from '../../shared/products';
import type { LoanPayment } from '../../shared/queries/loans';
import { type LoanColumn, LoanTable } from './LoanTable';

/** The payments the bank has collected on the loan, newest first, as PRODUCT 3 lists them. */
export function LoanPaymentHistory(props: { payments: readonly LoanPayment[]; currency: string }) {
  const { payments, currency } = props;
  const { t } = useLingui();
  if (payments.length === 0) return <EmptyState>{t`No payments yet.`}</EmptyState>;
  const money = (amount: number) => <Money amount={amount} currency={currency} alwaysVisible />;
  const columns: LoanColumn<LoanPayment>[] = [
    { id: 'date', header: t`Date`, cell: (row) => formatDateTime(row.date), title: true },
    { id: 'main', header: t`Main amount`, cell: (row) => money(row.mainAmount), numeric: true },
    { id: 'rate', header: t`Rate amount`, cell: (row) => money(row.rateAmount), numeric: true },
    { id: 'total', header: t`Total`, cell: (row) => money(row.amount), numeric: true },
  ];
  return (
    <LoanTable
      label={t`Payment history`}
      layout="history"
      columns={columns}
      rows={payments}
      rowKey={(row) => row.date}
    />
  );
}
