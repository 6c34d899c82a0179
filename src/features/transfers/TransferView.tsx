import { useEffect, useRef } from 'react';
import { CodeStep } from './CodeStep';
import { ConfirmStep } from './ConfirmStep';
import { DoneStep, FailedStep } from './ResultSteps';
import { TransferFormStep } from './TransferFormStep';
import type { TransferViewProps } from './view-props';
import '../../shared/movement/movement.css';
import './transfers.css';

export type { TransferViewProps } from './view-props';

type Snapshot = TransferViewProps['snapshot'];

/** The step of the page a state of the chart shows. */
export function transferStep(snapshot: Snapshot) {
  if (snapshot.hasTag('form') || snapshot.matches('choosingType')) return 'form';
  if (snapshot.hasTag('otp')) return 'code';
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches('failed')) return 'failed';
  return 'confirm';
}

const steps = {
  form: TransferFormStep,
  confirm: ConfirmStep,
  code: CodeStep,
  done: DoneStep,
  failed: FailedStep,
};

/** The transfer form's steps, drawn from its chart: one step at a time, inline on the page. */
export function TransferView({ snapshot, send }: Omit<TransferViewProps, 'focusHeading'>) {
  // The first step appears with the page: the focus stays where the page put it.
  const drawn = useRef(false);
  useEffect(() => {
    drawn.current = true;
  }, []);
  const Step = steps[transferStep(snapshot)];
  return (
    <div className="transfer">
      <Step snapshot={snapshot} send={send} focusHeading={drawn.current} />
    </div>
  );
}
