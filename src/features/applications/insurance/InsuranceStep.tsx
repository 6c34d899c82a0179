import { useLingui } from '@lingui/react/macro';
import { insuranceChoiceMachine } from '../../../../machines/insuranceChoice.machine';
import { api } from '../../../shared/api';
import { useBankChart } from '../../../shared/charts/useBankChart';
import { toast } from '../../../shared/ui/Toast/toast';
import type { StepProps } from '../step-props';
import { InsuranceChoice } from './InsuranceChoice';
import { createInsuranceServices } from './services';

/** The request modal's screen for loan insurance (step 3). */
export default function InsuranceStep({ order, onChanged }: StepProps) {
  const { t } = useLingui();
  const { snapshot, send } = useBankChart(insuranceChoiceMachine, {
    calls: createInsuranceServices(api, order.id),
    on: {
      error: ({ message }) => {
        // PRODUCT 8: loan calls show the bank's message, or 'Xəta baş verdi'.
        toast.show({ tone: 'error', title: message || t`An error occurred` });
      },
      done: () => onChanged(),
    },
  });

  return <InsuranceChoice snapshot={snapshot} send={send} />;
}
