import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { Button } from '../../shared/ui/Button/Button';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { PrepaymentForm } from './PrepaymentForm';
import { PrepaymentResult } from './PrepaymentResult';
import { PrepaymentReview } from './PrepaymentReview';
import { RefusalAlert } from './RefusalAlert';
import type { PrepaymentViewProps } from './view-props';
import './prepayment.css';

/** The early-repayment page's body: the step its chart is in. */
export function PrepaymentView({ snapshot, send }: PrepaymentViewProps) {
  const { context } = snapshot;
  // Back on the form from another step, the focus goes to it rather than to the page's top.
  const leftForm = useRef(false);
  if (snapshot.hasTag('form')) {
    return <PrepaymentForm snapshot={snapshot} send={send} takeFocus={leftForm.current} />;
  }
  leftForm.current = true;
  if (snapshot.matches('reviewing') || snapshot.matches('creating') || snapshot.matches('failed')) {
    return <PrepaymentReview snapshot={snapshot} send={send} />;
  }
  if (snapshot.matches('result')) return <PrepaymentResult snapshot={snapshot} send={send} />;
  if (snapshot.matches('openFailed')) {
    return (
      <div className="prepayment__result">
        {context.refusal && <RefusalAlert refusal={context.refusal} />}
        <div className="prepayment__actions">
          <Button onPress={() => send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
          <Button variant="secondary" onPress={() => send({ type: 'NEW' })}>
            <Trans>New early repayment</Trans>
          </Button>
        </div>
      </div>
    );
  }
  return <Spinner />;
}
