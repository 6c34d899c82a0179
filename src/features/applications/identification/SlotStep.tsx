import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { slotPickerMachine } from '../../../../machines/slotPicker.machine';
import { api, unwrap } from '../../../shared/api';
import { useBankChart } from '../../../shared/charts/useBankChart';
import { Spinner } from '../../../shared/ui/Spinner/Spinner';
import { toast } from '../../../shared/ui/Toast/toast';
import type { StepProps } from '../step-props';
import { SlotPicker } from './SlotPicker';
import { createSlotServices } from './services';

/**
 * The request modal's screen for the video identification slot (step 2). The call goes to the
 * application's mobile number, read first, so the customer is not asked for it again.
 */
export default function SlotStep(props: StepProps) {
  const application = useQuery({
    queryKey: ['loan-application', props.order.id],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/loan-applications/v1/loan-applications/{id}', {
          params: { path: { id: props.order.id } },
          signal,
        }),
      ),
  });
  if (application.isPending) return <Spinner />;
  return <SlotBooking {...props} phone={application.data?.customerPhoneNumber} />;
}

function SlotBooking({ order, onChanged, phone }: StepProps & { phone?: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { snapshot, send } = useBankChart(slotPickerMachine, {
    calls: createSlotServices(api, order),
    input: { mode: 'book', phone },
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
