import type { StepProps } from '../loan-requests/StepContent';

/** The request modal's screen for the video identification slot (step 2). */
export default function SlotStep(_props: StepProps) {
  return null;
}
