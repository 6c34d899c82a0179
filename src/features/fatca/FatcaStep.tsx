import type { StepProps } from '../loan-requests/StepContent';

/** The request modal's screen for the FATCA questions (step 2). */
export default function FatcaStep(_props: StepProps) {
  return null;
}
