import type { StepProps } from '../loan-requests/StepContent';

/** The request modal's screen for the offers and the calculator (step 1). */
export default function OffersStep(_props: StepProps) {
  return null;
}
