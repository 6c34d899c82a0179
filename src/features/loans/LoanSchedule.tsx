import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../domain/date-format';
import { type InstalmentState, instalmentState } from '../../../domain/instalment';
import { Money } from '../../shared/balances';
import type { Instalment } from '../../shared/queries/loans';
import { type LoanColumn, LoanTable } from './LoanTable';
import { instalmentStateLabels } from './labels';

const badgeClass: Record<InstalmentState, string> = {
  paid: 'product-badge product-badge--success',
  due: 'product-badge',
  overdue: 'product-badge product-badge--danger',
};

/** The annuity schedule: every instalment with its split, what is left after it and its state. */
export function LoanSchedule(props: {
  schedule: readonly Instalment[];
  currency: string;
  today: string;
}) {
  const { schedule, currency, today } = props;
  const { t, i18n } = useLingui();
  const money = (amount: number) => <Money amount={amount} currency={currency} alwaysVisible />;
  const columns: LoanColumn<Instalment>[] = [
    { id: 'number', header: t`No.`, cell: (row) => row.number, title: true },
    { id: 'due', header: t`Due date`, cell: (row) => formatDate(row.dueDate), title: true },
    { id: 'main', header: t`Main amount`, cell: (row) => money(row.mainAmount), numeric: true },
    { id: 'rate', header: t`Rate amount`, cell: (row) => money(row.rateAmount), numeric: true },
    { id: 'total', header: t`Total`, cell: (row) => money(row.amount), numeric: true },
    {
      id: 'remaining',
      header: t`Remaining amount`,
      // What is still owed is a balance: hidden with the others.
      cell: (row) => <Money amount={row.balanceAfter} currency={currency} />,
      numeric: true,
    },
    {
      id: 'status',
      header: t`Status`,
      title: true,
      cell: (row) => {
        const state = instalmentState(row, today);
        return <span className={badgeClass[state]}>{i18n._(instalmentStateLabels[state])}</span>;
      },
    },
  ];
  return (
    <LoanTable
      label={t`Schedule`}
      layout="schedule"
      columns={columns}
      rows={schedule}
      rowKey={(row) => String(row.number)}
      rowClass={(row) => `loan-table__row--${instalmentState(row, today)}`}
    />
  );
}
