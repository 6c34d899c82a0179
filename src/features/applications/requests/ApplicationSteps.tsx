import { useLingui } from '@lingui/react/macro';
import { applicationStepLabels } from './labels';
import type { RequestSteps } from './request-kind';

/** PRODUCT 2.3's step labels with the active one marked; a failed step says so to screen readers. */
export function ApplicationSteps({ steps }: { steps: RequestSteps }) {
  const { t, i18n } = useLingui();
  return (
    <ol className="application-steps" aria-label={t`Steps of the application`}>
      {steps.keys.map((key, index) => {
        const state = index < steps.active ? 'done' : index === steps.active ? 'active' : 'next';
        const failed = state === 'active' && steps.failed;
        return (
          <li
            key={key}
            className={`application-steps__step application-steps__step--${failed ? 'failed' : state}`}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span className="application-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : failed ? '!' : index + 1}
            </span>
            <span className="application-steps__label">
              {i18n._(applicationStepLabels[key])}
              {failed && <span className="visually-hidden">{` (${t`not possible online`})`}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
