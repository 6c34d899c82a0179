import { lazy, type ReactNode, Suspense, useState } from 'react';
import { remainingMs } from '../../../../domain/countdown';
import { Spinner } from '../../../shared/ui/Spinner/Spinner';
import type { StepProps } from '../step-props';
import { Countdown } from './Countdown';
import { useClock } from './clock';
import { runningDeadline } from './deadline';

const RefreshStep = lazy(() => import('./RefreshStep'));

/**
 * The countdown of a request whose deadline runs, above its step; once the time is up the step
 * gives way to the refresh screen at once, and the request is read again (the bank's deadline
 * job moves it to WAITING_REFRESH within minutes, and refreshing works before that too).
 */
export function RequestDeadline({ children, ...props }: StepProps & { children: ReactNode }) {
  const deadline = runningDeadline(props.order);
  if (!deadline) return children;
  // A renewed request has a new deadline: its countdown starts afresh.
  return (
    <DeadlineGate key={deadline} deadline={deadline} {...props}>
      {children}
    </DeadlineGate>
  );
}

function DeadlineGate({
  deadline,
  children,
  ...props
}: StepProps & { deadline: string; children: ReactNode }) {
  const clock = useClock();
  const [expired, setExpired] = useState(() => remainingMs(deadline, clock.now()) === 0);
  if (expired) {
    return (
      <Suspense fallback={<Spinner />}>
        <RefreshStep {...props} />
      </Suspense>
    );
  }
  return (
    <>
      <Countdown
        deadline={deadline}
        onZero={() => {
          setExpired(true);
          props.onChanged();
        }}
      />
      {children}
    </>
  );
}
