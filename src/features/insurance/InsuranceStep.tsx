import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { toast } from '../../ui/Toast/toast';
import type { StepProps } from '../loan-requests/StepContent';
import { InsuranceChoice } from './InsuranceChoice';
import { bankInsuranceChoiceMachine, createInsuranceServices } from './services';

/** The request modal's screen for loan insurance (step 3). */
export default function InsuranceStep({ order, onChanged }: StepProps) {
  const { t } = useLingui();
  const [machine] = useState(() =>
    bankInsuranceChoiceMachine(createInsuranceServices(api, order.id)),
  );
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);

  useEffect(() => {
    const failed = actor.on('error', ({ message }) => {
      // SPEC 8: loan calls show the bank's message, or 'Xəta baş verdi'.
      toast.show({ tone: 'error', title: message || t`An error occurred` });
    });
    const done = actor.on('done', () => onChanged());
    return () => {
      failed.unsubscribe();
      done.unsubscribe();
    };
  }, [actor, onChanged, t]);

  return <InsuranceChoice snapshot={snapshot} send={actor.send} />;
}
