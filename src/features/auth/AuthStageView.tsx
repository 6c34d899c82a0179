import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { type AuthStage, flowOf, stageOf } from '../../../machines/auth.machine';
import { Button } from '../../shared/ui/Button/Button';
import { AuthLinks } from './AuthLinks';
import {
  contactDialog,
  documentChoice,
  newPassword,
  oldIdCard,
  otpDialog,
  result,
} from './lazy-screens';
import { stageTitles } from './stage-titles';
import { CredentialsStage } from './stages/CredentialsStage';
import { isResultStage } from './stages/result-stages';
import type { AuthViewProps, StageViewProps } from './view';
import '../../shared/forms/forms.css';

const documentChoices = new Set<AuthStage>([
  'signin-select-document',
  'signup-select-document',
  'forgot-password',
]);
const newPasswords = new Set<AuthStage>(['signup-set-password', 'confirm-password']);

function StageBody(props: StageViewProps) {
  const { stage } = props;
  if (documentChoices.has(stage)) return <documentChoice.Component {...props} />;
  if (newPasswords.has(stage)) return <newPassword.Component {...props} />;
  if (isResultStage(stage)) return <result.Component {...props} stage={stage} />;
  if (stage === 'signin-old-id') return <oldIdCard.Component {...props} />;
  return <CredentialsStage {...props} />;
}

/**
 * The whole auth area drawn from one snapshot of the auth chart: the stage's heading and form,
 * Back where the chart has BACK, the links to the other flows, and the code and contact dialogs.
 */
export function AuthStageView({
  snapshot,
  send,
  endedForInactivity = false,
}: AuthViewProps & { endedForInactivity?: boolean }) {
  const { i18n } = useLingui();
  const stage = stageOf(snapshot.value);
  const isAskingBank = snapshot.hasTag('busy');
  useEffect(() => {
    // While the bank is asked for a code, fetch the dialog that will show it.
    if (isAskingBank) void otpDialog.preload();
  }, [isAskingBank]);
  // After the last code the chart is done and the app is on its way to the bank.
  if (!stage) return null;
  const showLinks = !newPasswords.has(stage) && !isResultStage(stage);
  const isOtpOpen = snapshot.hasTag('otp');
  const isContactOpen = snapshot.matches({ contact: 'open' });
  return (
    <section className="auth-stage" aria-labelledby="auth-stage-title">
      {snapshot.can({ type: 'BACK' }) && (
        <Button variant="ghost" className="auth-stage__back" onPress={() => send({ type: 'BACK' })}>
          <span aria-hidden="true">←</span> <Trans>Back</Trans>
        </Button>
      )}
      <h1 id="auth-stage-title" className="auth-stage__title">
        {i18n._(stageTitles[stage])}
      </h1>
      {endedForInactivity && flowOf(stage) === 'signin' && (
        <p className="auth-notice">
          <Trans>
            You were signed out because there was no activity for a while. Sign in again to return
            to where you were.
          </Trans>
        </p>
      )}
      {/* Keyed by stage so each stage starts with fresh local state and its own autofocus. */}
      <Suspense>
        <StageBody key={stage} stage={stage} snapshot={snapshot} send={send} />
      </Suspense>
      {showLinks && <AuthLinks stage={stage} send={send} />}
      <Button
        variant="ghost"
        isFullWidth
        isDisabled={!snapshot.can({ type: 'CONTACT.OPEN' })}
        onPress={() => send({ type: 'CONTACT.OPEN' })}
      >
        <Trans>Contact us</Trans>
      </Button>
      {/* Dialogs are mounted while open, so their code is only fetched when needed. */}
      <Suspense>
        {isOtpOpen && <otpDialog.Component snapshot={snapshot} send={send} />}
        {isContactOpen && <contactDialog.Component snapshot={snapshot} send={send} />}
      </Suspense>
    </section>
  );
}
