import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AuthEvent } from '../../../../machines/auth.machine';
import { Button } from '../../../shared/ui/Button/Button';
import type { StageViewProps } from '../view';
import type { ResultStageName } from './result-stages';

/**
 * The end of sign-up and of a reset (PRODUCT 2.2, 8). Success already holds the new tokens, so its
 * button enters the bank; after a failure the customer starts again from sign-in.
 */
const results: Record<ResultStageName, { text: ReactNode; action: ReactNode; event: AuthEvent }> = {
  'signup-success': {
    text: <Trans>Your password is set. Welcome to the internet bank.</Trans>,
    action: <Trans>Go to the internet bank</Trans>,
    event: { type: 'GO.BANK' },
  },
  'signup-failed': {
    text: <Trans>We could not complete the registration. Please try again a bit later.</Trans>,
    action: <Trans>Go to the internet bank</Trans>,
    event: { type: 'GO.SIGNIN' },
  },
  'forgot-password-success': {
    text: <Trans>Your new password is set.</Trans>,
    action: <Trans>Sign in</Trans>,
    event: { type: 'GO.BANK' },
  },
  'forgot-password-failed': {
    text: <Trans>The password was not updated. Please try again a bit later.</Trans>,
    action: <Trans>Sign in</Trans>,
    event: { type: 'GO.SIGNIN' },
  },
};

export function ResultStage({
  stage,
  send,
}: Omit<StageViewProps, 'stage'> & { stage: ResultStageName }) {
  const result = results[stage];
  const tone = stage.endsWith('-success') ? 'success' : 'failed';
  return (
    <div className={`auth-result auth-result--${tone}`}>
      <span className="auth-result__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : '!'}
      </span>
      <p>{result.text}</p>
      <Button isFullWidth autoFocus onPress={() => send(result.event)}>
        {result.action}
      </Button>
    </div>
  );
}
