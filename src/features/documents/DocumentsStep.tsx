import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api, silentApi } from '../../api';
import { toast } from '../../ui/Toast/toast';
import type { StepProps } from '../loan-requests/StepContent';
import { DocumentReview } from './DocumentReview';
import { bankDocumentReviewMachine, createDocumentServices } from './services';

/**
 * The request modal's screen for DOCUMENTS_PREPARATION and READY_FOR_SIGN (steps 4 and 5). Both
 * statuses show this one component, so the chart lives on when the bank has the documents ready;
 * closing the modal unmounts it, which starts the review afresh next time (SPEC 4.5).
 */
export default function DocumentsStep({ order, onChanged }: StepProps) {
  const { t } = useLingui();
  const [machine] = useState(() =>
    bankDocumentReviewMachine(createDocumentServices(api, silentApi, order.id, order.productType)),
  );
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);

  useEffect(() => {
    const failed = actor.on('error', ({ message }) => {
      // SPEC 8: loan calls show the bank's message, or 'Xəta baş verdi'.
      toast.show({ tone: 'error', title: message || t`An error occurred` });
    });
    // Signed in the signing app (or expired meanwhile): the modal reads the request again.
    const moved = actor.on('moved', () => onChanged());
    return () => {
      failed.unsubscribe();
      moved.unsubscribe();
    };
  }, [actor, onChanged, t]);

  return <DocumentReview snapshot={snapshot} send={actor.send} productType={order.productType} />;
}
