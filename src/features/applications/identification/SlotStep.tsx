import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { slotPickerMachine } from '../../../../machines/slotPicker.machine';
import { api } from '../../../shared/api';
import { useBankChart } from '../../../shared/charts/useBankChart';
import { toast } from '../../../shared/ui/Toast/toast';
import type { StepProps } from '../step-props';
import { SlotPicker } from './SlotPicker';
import { createSlotServices } from './services';

/** The request modal's screen for the video identification slot (step 2). */
export default function SlotStep({ order, onChanged }: StepProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { snapshot, send } = useBankChart(slotPickerMachine, {
    calls: createSlotServices(api, order),
    on: {
      error: ({ message }) => {
        // PRODUCT 8: loan calls show the bank's message, or 'Xəta baş verdi'.
        toast.show({ tone: 'error', title: message || t`An error occurred` });
      },
      booked: () => {
        // PRODUCT 4.5: booking a slot refetches the offer; the request moves on to the booked time.
        void queryClient.invalidateQueries({ queryKey: ['loan-offers'] });
        onChanged();
      },
    },
  });

  return <SlotPicker snapshot={snapshot} send={send} />;
}
