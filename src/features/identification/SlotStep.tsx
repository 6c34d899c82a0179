import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { toast } from '../../ui/Toast/toast';
import type { StepProps } from '../loan-requests/StepContent';
import { SlotPicker } from './SlotPicker';
import { bankSlotPickerMachine, createSlotServices } from './services';

/** The request modal's screen for the video identification slot (step 2). */
export default function SlotStep({ order, onChanged }: StepProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [machine] = useState(() => bankSlotPickerMachine(createSlotServices(api, order)));
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);

  useEffect(() => {
    const failed = actor.on('error', ({ message }) => {
      // SPEC 8: loan calls show the bank's message, or 'Xəta baş verdi'.
      toast.show({ tone: 'error', title: message || t`An error occurred` });
    });
    const booked = actor.on('booked', () => {
      // SPEC 4.5: booking a slot refetches the offer; the request moves on to the booked time.
      void queryClient.invalidateQueries({ queryKey: ['loan-offers'] });
      void queryClient.invalidateQueries({ queryKey: ['reservation', order.id] });
      onChanged();
    });
    return () => {
      failed.unsubscribe();
      booked.unsubscribe();
    };
  }, [actor, onChanged, order.id, queryClient, t]);

  return <SlotPicker snapshot={snapshot} send={actor.send} />;
}
