import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { toast } from '../../ui/Toast/toast';
import type { StepProps } from '../loan-requests/StepContent';
import { OffersView } from './OffersView';
import { StatementUploadMachine } from './StatementUpload';
import {
  bankLoanCalculatorMachine,
  bankRefinancingUploadMachine,
  createLoanCalculatorServices,
  createStatementServices,
} from './services';

/** The request modal's screen for the offers and the calculator (step 1). */
export default function OffersStep({ order, onChanged }: StepProps) {
  const { t } = useLingui();
  const [machine] = useState(() => bankLoanCalculatorMachine(createLoanCalculatorServices(api)));
  const [uploadMachine] = useState(() =>
    bankRefinancingUploadMachine(createStatementServices(api)),
  );
  const actor = useActorRef(machine, { input: { applicationId: order.id } });
  const snapshot = useSelector(actor, (state) => state);

  useEffect(() => {
    const failed = actor.on('error', ({ message }) => {
      // SPEC 8: loan calls show the bank's message, or 'Xəta baş verdi'.
      toast.show({ tone: 'error', title: message || t`An error occurred` });
    });
    const accepted = actor.on('accepted', onChanged);
    return () => {
      failed.unsubscribe();
      accepted.unsubscribe();
    };
  }, [actor, onChanged, t]);

  return (
    <StatementUploadMachine.Provider value={uploadMachine}>
      <OffersView snapshot={snapshot} send={actor.send} />
    </StatementUploadMachine.Provider>
  );
}
