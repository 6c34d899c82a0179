import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { bakuDate } from '../../domain/instalment';
import { pageTitles } from '../shell/sections';
import { LoanDetailsDialog } from './LoanDetailsDialog';
import { LoansView } from './LoansView';
import { type Loan, useLoans } from './queries';
import '../products/products.css';

/** /loans: every loan of the signed-in customer; a loan's schedule and history open in a dialog. */
export function LoansPage() {
  const { i18n } = useLingui();
  const loans = useLoans();
  // Due dates are bank days: what is late is judged against today's date in Baku.
  const [today] = useState(() => bakuDate(new Date()));
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
