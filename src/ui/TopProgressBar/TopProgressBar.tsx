import { useLingui } from '@lingui/react/macro';
import { ProgressBar } from 'react-aria-components';
import './TopProgressBar.css';

export type ProgressPhase = 'idle' | 'running' | 'done' | 'failed';

export interface TopProgressBarProps {
  phase: ProgressPhase;
}

/**
 * The slim bar at the top of the viewport while requests run. Running is indeterminate (a
 * request's length is unknown); done and failed fill the bar, failed in the danger colour, and
 * the caller returns to idle, which removes it.
 */
export function TopProgressBar({ phase }: TopProgressBarProps) {
  const { t } = useLingui();
  if (phase === 'idle') return null;
  const isRunning = phase === 'running';
  return (
    <ProgressBar
      className="ui-top-progress"
      data-phase={phase}
      aria-label={t`Page loading progress`}
      isIndeterminate={isRunning}
      value={isRunning ? undefined : 100}
      valueLabel={phase === 'failed' ? t`Loading failed` : undefined}
    >
      <div className="ui-top-progress__fill" />
    </ProgressBar>
  );
}
