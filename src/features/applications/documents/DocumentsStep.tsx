import { useLingui } from '@lingui/react/macro';
import { documentReviewMachine } from '../../../../machines/documentReview.machine';
import { api, silentApi } from '../../../shared/api';
import { useBankChart } from '../../../shared/charts/useBankChart';
import { toast } from '../../../shared/ui/Toast/toast';
import type { StepProps } from '../step-props';
import { DocumentReview } from './DocumentReview';
import { createDocumentServices } from './services';

/**
 * The request modal's screen for DOCUMENTS_PREPARATION and READY_FOR_SIGN (steps 4 and 5). Both
 * statuses show this one component, so the chart lives on when the bank has the documents ready;
 * closing the modal unmounts it, which starts the review afresh next time (PRODUCT 4.5).
 */
export default function DocumentsStep({ order, onChanged }: StepProps) {
  const { t } = useLingui();
  const { snapshot, send } = useBankChart(documentReviewMachine, {
    calls: createDocumentServices(api, silentApi, order.id, order.productType),
    on: {
      error: ({ message }) => {
        // PRODUCT 8: loan calls show the bank's message, or 'Xəta baş verdi'.
        toast.show({ tone: 'error', title: message || t`An error occurred` });
      },
      // Signed in the signing app (or expired meanwhile): the modal reads the request again.
      moved: () => onChanged(),
    },
  });

  return <DocumentReview snapshot={snapshot} send={send} />;
}
