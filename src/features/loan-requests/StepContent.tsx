import { type ComponentType, lazy, Suspense } from 'react';
import type { Order } from '../../domain/loan-requests';
import { Spinner } from '../../ui/Spinner/Spinner';

/** What a step screen gets: the request, and a way to say the bank has moved it on. */
export interface StepProps {
  order: Order;
  /** Called after a step's call succeeded: the request (and its status) is read again. */
  onChanged: () => void;
}

// Each step's screen is its own chunk: the list and the modal stay light.
const OffersStep = lazy(() => import('../loan-offers/OffersStep'));
const FatcaStep = lazy(() => import('../fatca/FatcaStep'));
const SlotStep = lazy(() => import('../identification/SlotStep'));
// One component for both statuses, so the review lives on when the documents become ready.
const DocumentsStep = lazy(() => import('../documents/DocumentsStep'));

const stepScreens: Partial<Record<string, ComponentType<StepProps>>> = {
  DEFAULT: OffersStep,
  READY_FOR_FATCA: FatcaStep,
  READY_FOR_IDENTIFICATION: SlotStep,
  MOVED_TO_TRADITIONAL_WAY: lazy(() => import('../fatca/FatcaOutcome')),
  WAITING_IDENTIFICATION_RESULT: lazy(() => import('../identification/BookedCallStep')),
  IDENTIFICATION_REJECTED: lazy(() => import('../identification/IdentificationRejected')),
  INSURANCE_SELECTIONS: lazy(() => import('../insurance/InsuranceStep')),
  DOCUMENTS_PREPARATION: DocumentsStep,
  READY_FOR_SIGN: DocumentsStep,
  SIGNED: lazy(() => import('../documents/SignedStep')),
  COMPLETED: lazy(() => import('../documents/CompletedStep')),
  WAITING_REFRESH: lazy(() => import('../request-refresh/RefreshStep')),
};

/** The screen of the request's current step, when it has one the customer acts on. */
export function StepContent(props: StepProps) {
  const Screen = stepScreens[props.order.status];
  if (!Screen) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <Screen {...props} />
    </Suspense>
  );
}
