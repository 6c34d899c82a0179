import { useLingui } from '@lingui/react/macro';
import './TopProgressBar.css';

export type ProgressPhase = 'idle' | 'running' | 'done' | 'failed';

export interface TopProgressBarProps {
  phase: ProgressPhase;
}

/**
 * The slim bar at the top of the viewport while requests run. Running is indeterminate (a
 * request's length is unknown); done and failed fill the bar, failed in the danger colour, and
 * the caller returns to idle, which removes it. The progressbar markup is written out rather
 * than taken from react-aria's ProgressBar: that component would keep its whole module (and its
 * number formatting) in the chunk every page loads with react-aria's Button.
 */
export function TopProgressBar({ phase }: TopProgressBarProps) {
  const { t } = useLingui();
  if (phase === 'idle') return null;
  const isRunning = phase === 'running';
  return (
    <div
      role="progressbar"
      className="ui-top-progress"
      data-phase={phase}
      aria-label={t`Page loading progress`}
      aria-valuemin={isRunning ? undefined : 0}
      aria-valuemax={isRunning ? undefined : 100}
      aria-valuenow={isRunning ? undefined : 100}
      aria-valuetext={phase === 'failed' ? t`Loading failed` : undefined}
    >
      <div className="ui-top-progress__fill" />
    </div>
  );
}
