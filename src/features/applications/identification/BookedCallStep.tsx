import { useLingui } from '@lingui/react/macro';
import { reservationTime } from '../../../../domain/identification-slots';
import { slotPickerMachine } from '../../../../machines/slotPicker.machine';
import { api } from '../../../shared/api';
import { useBankChart } from '../../../shared/charts/useBankChart';
import { toast } from '../../../shared/ui/Toast/toast';
import type { StepProps } from '../step-props';
import { SlotPicker } from './SlotPicker';
import { createSlotServices } from './services';

/**
 * WAITING_IDENTIFICATION_RESULT: the booked video call (getReservation), which the customer may
 * move to another time until the operator starts it (rebookIdentificationSlot, issue 15).
 */
export default function BookedCallStep({ order, onChanged }: StepProps) {
  const { t } = useLingui();
  const { snapshot, send } = useBankChart(slotPickerMachine, {
    calls: createSlotServices(api, order),
    input: { mode: 'move' },
    on: {
      error: ({ message }) => {
        // PRODUCT 8: loan calls show the bank's message, or 'Xəta baş verdi'.
        toast.show({ tone: 'error', title: message || t`An error occurred` });
      },
      moved: ({ reservation }) => {
        const time = reservationTime(reservation);
        toast.show({
          tone: 'success',
          title: time
            ? t`The video call is moved to ${time}.`
            : t`The operator will call you as soon as possible.`,
        });
      },
      // The call has started or the request moved on: the request is read again.
      tooLate: onChanged,
    },
  });
  return <SlotPicker snapshot={snapshot} send={send} />;
}
