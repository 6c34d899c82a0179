import { type Loan, useLoan } from '../../shared/queries/loans';
import { ModalDialog } from '../../shared/ui';
import { LoanDetailsView } from './LoanDetailsView';

export interface LoanDetailsDialogProps {
  /** The loan shown; kept while the dialog closes so its content does not vanish mid-animation. */
  loan: Loan | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  today: string;
}

/** Opens over the loans page; Escape, the close button or the backdrop return to the card. */
export function LoanDetailsDialog({ loan, isOpen, onOpenChange, today }: LoanDetailsDialogProps) {
  return (
    <ModalDialog
      title={loan?.name}
      isOpen={isOpen && loan !== undefined}
      onOpenChange={onOpenChange}
      size="lg"
    >
      {loan && <LoanDetailsPanel loanId={loan.id} today={today} />}
    </ModalDialog>
  );
}

function LoanDetailsPanel({ loanId, today }: { loanId: string; today: string }) {
  return <LoanDetailsView query={useLoan(loanId)} today={today} />;
}
