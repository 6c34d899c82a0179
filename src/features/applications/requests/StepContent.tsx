import { type ComponentType, lazy, Suspense } from 'react';
import { stepScreen } from '../../../../machines/loanApplication/steps';
import {
  isLoanApplicationStatus,
  type StepScreen,
} from '../../../../machines/loanApplication.machine';
import { Spinner } from '../../../shared/ui/Spinner/Spinner';
import type { StepProps } from '../step-props';
import { applicationProduct, requestKind } from './request-kind';

// Each step's screen is its own chunk: the list and the modal stay light. The chart says which
// screen a status shows; a screen it names but this table lacks does not compile.
const stepScreens: Readonly<Record<StepScreen, ComponentType<StepProps>>> = {
  offers: lazy(() => import('../offers/OffersStep')),
  fatca: lazy(() => import('../fatca/FatcaStep')),
  fatcaOutcome: lazy(() => import('../fatca/FatcaOutcome')),
  slots: lazy(() => import('../identification/SlotStep')),
  bookedCall: lazy(() => import('../identification/BookedCallStep')),
  identificationRejected: lazy(() => import('../identification/IdentificationRejected')),
  insurance: lazy(() => import('../insurance/InsuranceStep')),
  depositInsurance: lazy(() => import('../insurance/DepositInsuranceStep')),
  documents: lazy(() => import('../documents/DocumentsStep')),
  signed: lazy(() => import('../documents/SignedStep')),
  completed: lazy(() => import('../documents/CompletedStep')),
  refresh: lazy(() => import('../refresh/RefreshStep')),
};

/** The screen of the request's current step, when it has one the customer acts on. */
export function StepContent(props: StepProps) {
  const { status } = props.order;
  const product = applicationProduct(requestKind(props.order));
  const screen = product && isLoanApplicationStatus(status) ? stepScreen(status, product) : null;
  if (!screen) return null;
  const Screen = stepScreens[screen];
  return (
    <Suspense fallback={<Spinner />}>
      <Screen {...props} />
    </Suspense>
  );
}
