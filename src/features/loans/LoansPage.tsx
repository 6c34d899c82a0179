import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useBankToday } from '../../shared/queries/calendar';
import { type Loan, useLoans } from '../../shared/queries/loans';
import { pageTitles } from '../../shared/sections';
import { LoanDetailsDialog } from './LoanDetailsDialog';
import { LoansView } from './LoansView';
import '../../shared/products/products.css';

/** /loans: every loan of the signed-in customer; a loan's schedule and history open in a dialog. */
export function LoansPage() {
  const { i18n } = useLingui();
  const loans = useLoans();
  // Due dates are bank days: what is late is judged against the bank's today (sandbox clock).
  const today = useBankToday();
  const [opened, setOpened] = useState<Loan>();
  const [isOpen, setOpen] = useState(false);
  const open = (loan: Loan) => {
    setOpened(loan);
    setOpen(true);
  };
  return (
    <section className="products-page" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(pageTitles.loans)}</h1>
      <LoansView query={loans} today={today} onOpenDetails={open} />
      <LoanDetailsDialog loan={opened} isOpen={isOpen} onOpenChange={setOpen} today={today} />
    </section>
  );
}
