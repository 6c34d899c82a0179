import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { loanCalculatorMachine } from '../../../../machines/loanCalculator.machine';
import { api } from '../../../shared/api/client';
import { useBankChart } from '../../../shared/charts/useBankChart';
import { useBankToday } from '../../../shared/queries/calendar';
import { toast } from '../../../shared/ui/Toast/toast';
import type { StepProps } from '../step-props';
import { ApplicationFiles } from './ApplicationFiles';
import { ApplicationIncome } from './ApplicationIncome';
import { OffersView } from './OffersView';
import { StatementUploadCalls } from './StatementUpload';
import {
  createApplicationFilesServices,
  createLoanCalculatorServices,
  createStatementServices,
} from './services';

/** The request modal's screen for the offers and the calculator (step 1). */
export default function OffersStep({ order, onChanged }: StepProps) {
  const { t } = useLingui();
  const [statementCalls] = useState(() => createStatementServices(api));
  const [fileCalls] = useState(() => createApplicationFilesServices(api));
  const today = useBankToday();
  const { snapshot, send } = useBankChart(loanCalculatorMachine, {
    calls: createLoanCalculatorServices(api),
    // The cost of credit counts from today's payout, as the papers count from theirs.
    input: { applicationId: order.id, today },
    on: {
      error: ({ message }) => {
        // PRODUCT 8: loan calls show the bank's message, or 'Xəta baş verdi'.
        toast.show({ tone: 'error', title: message || t`An error occurred` });
      },
      accepted: onChanged,
    },
  });

  return (
    <StatementUploadCalls.Provider value={statementCalls}>
      <ApplicationIncome applicationId={order.id} />
      {/* A refinancing request sends its loans' statements instead (RefinancingLoans). */}
      {order.type === 'LOAN' && <ApplicationFiles applicationId={order.id} calls={fileCalls} />}
      <OffersView snapshot={snapshot} send={send} />
    </StatementUploadCalls.Provider>
  );
}
