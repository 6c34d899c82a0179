import { Trans } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { type AuthEntry, type AuthStage, flowOf } from '../../../machines/auth.machine';
import { useCurrentLocale } from '../../shared/current-locale';
import { flowHref, goTo } from './flow-route';
import type { SendAuth } from './view';

/**
 * Links between sign-in, sign-up and the password reset. They are real links (open in a new
 * tab, copy the address), but a plain click tells the chart, whose move the URL then follows.
 */
function FlowLink({
  flow,
  send,
  children,
}: {
  flow: AuthEntry;
  send: SendAuth;
  children: ReactNode;
}) {
  const locale = useCurrentLocale();
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    send(goTo(flow));
  };
  return (
    <a href={flowHref(flow, locale)} onClick={onClick} className="auth-links__link">
      {children}
    </a>
  );
}

/** The other flows a stage offers; none once a code has been confirmed or a result shown. */
export function AuthLinks({ stage, send }: { stage: AuthStage; send: SendAuth }) {
  const flow = flowOf(stage);
  return (
    <nav className="auth-links">
      {stage === 'signin' && (
        <FlowLink flow="signin-old-id" send={send}>
          <Trans>Old-generation ID card?</Trans>
        </FlowLink>
      )}
      {flow !== 'forgot-password' && (
        <FlowLink flow="forgot-password" send={send}>
          <Trans>Forgot your password?</Trans>
        </FlowLink>
      )}
      {flow !== 'signup' && (
        <FlowLink flow="signup" send={send}>
          <Trans>New customer? Sign up</Trans>
        </FlowLink>
      )}
      {flow === 'signin-old-id' && (
        <FlowLink flow="signin" send={send}>
          <Trans>Sign in with the FIN</Trans>
        </FlowLink>
      )}
      {flow !== 'signin' && flow !== 'signin-old-id' && (
        <FlowLink flow="signin" send={send}>
          <Trans>Already registered? Sign in</Trans>
        </FlowLink>
      )}
    </nav>
  );
}
