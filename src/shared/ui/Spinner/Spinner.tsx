import { useLingui } from '@lingui/react/macro';
import './Spinner.css';

export interface SpinnerProps {
  /** Accessible name; defaults to a translated "Loading". */
  'aria-label'?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * An indeterminate progress indicator: the same markup react-aria's ProgressBar renders when it
 * has no value, written out because the spinner is on the sign-in page's first load.
 */
export function Spinner({ size = 'md', className, ...props }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span
      role="progressbar"
      aria-label={props['aria-label'] ?? t`Loading`}
      className={['ui-spinner', `ui-spinner--${size}`, className].filter(Boolean).join(' ')}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="ui-spinner__svg">
        <circle className="ui-spinner__track" cx="12" cy="12" r="9" />
        <circle className="ui-spinner__arc" cx="12" cy="12" r="9" />
      </svg>
    </span>
  );
}
