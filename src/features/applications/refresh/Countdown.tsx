import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { formatCountdown, remainingMs } from '../../../../domain/countdown';
import { useNow } from './clock';
import './request-refresh.css';

export interface CountdownProps {
  /** The deadline, an ISO date-time. */
  deadline: string;
  /** Called once, when the time left reaches zero. */
  onZero: () => void;
}

/**
 * PRODUCT 4.5: the time left to a deadline, ticking every second as HH:MM:SS. It is a timer that
 * screen readers read when asked, not every second (aria-live off).
 */
export function Countdown({ deadline, onZero }: CountdownProps) {
  const { t } = useLingui();
  const left = remainingMs(deadline, useNow(1000));
  const text = formatCountdown(left);
  const atZero = left === 0;
  const callback = useRef(onZero);
  callback.current = onZero;
  useEffect(() => {
    if (atZero) callback.current();
  }, [atZero]);
  const urgent = left < 60_000;
  return (
    <div
      role="timer"
      aria-live="off"
      aria-atomic="true"
      aria-label={t`Time left: ${text}`}
      className={`countdown${urgent ? ' countdown--urgent' : ''}`}
    >
      <span className="countdown__label" aria-hidden="true">
        <Trans>Time left to finish the request</Trans>
      </span>
      <span className="countdown__time" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
