/**
 * The auth chart against the real screens: every path of the model (tests/machines/support)
 * is walked by a customer on the rendered stages, with the bank held at the network edge, and
 * after each step the screen must show what the chart's state says.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { type AuthEvent, authMachine, stageOf } from '../../machines/auth.machine';
import { AuthStageView } from '../../src/features/auth/AuthStageView';
import { followAuthNews } from '../../src/features/auth/chart-effects';
import {
  contactDialog,
  documentChoice,
  newPassword,
  oldIdCard,
  otpDialog,
  result,
} from '../../src/features/auth/lazy-screens';
import { authCalls, createAuthServices } from '../../src/features/auth/services';
import { stageTitles } from '../../src/features/auth/stage-titles';
import { api } from '../../src/shared/api';
import { unwrap } from '../../src/shared/api/errors';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { session } from '../../src/shared/session';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { holdBankCalls } from '../fake-bank';
import { authModelOptions } from '../machines/support/auth-model';
import { modelPaths } from '../machines/support/model-paths';
import { perform } from './auth/act';
import { buttonState, ui } from './auth/screen';

type Snapshot = AnyMachineSnapshot;

/** What a person can do on the screen: nothing behind an open dialog but its own controls. */
function onScreen(snapshot: Snapshot, event: AuthEvent): boolean {
  const routeOrApp = event.type.startsWith('GO.') || event.type === 'RESET';
  if (routeOrApp) return true;
  if (snapshot.matches({ contact: 'open' })) return event.type === 'CONTACT.CLOSE';
  if (snapshot.hasTag('otp')) return event.type.startsWith('OTP.');
  return true;
}

const { paths, coverage } = modelPaths(authMachine, {
  ...authModelOptions,
  events: (snapshot) => authModelOptions.events(snapshot).filter((e) => onScreen(snapshot, e)),
});
const same = authModelOptions.serializeState ?? JSON.stringify;

function Screens({ actor }: { actor: ReturnType<typeof start> }) {
  const snapshot = useSelector(actor, (state) => state);
  return <AuthStageView snapshot={snapshot} send={actor.send} />;
}

/**
 * jsdom has no authenticator: the passkey press goes straight to the bank's check with a
 * credential standing in for the device's, so the held bank answers it like any other call.
 */
const credential = { id: 'cred', rawId: 'cred', type: 'public-key' as const, response: {} };
const passkeySignIn = async () => {
  const result = await unwrap(
    api.POST('/api/v1/passkeys/sign-in', { body: { challengeId: 'challenge', credential } }),
  );
  return {
    ...result,
    sessionId: result.sessionId ?? '',
    otpOperation: result.otpOperation ?? 'LOGIN',
  };
};

function start(entry: unknown) {
  const calls = { ...authCalls(createAuthServices(api)), passkeySignIn };
  const chart = withBankCalls(authMachine, calls);
  return createActor(chart, { input: entry as never }).start();
}

const titleOf = (snapshot: Snapshot) => {
  const stage = stageOf(snapshot.value);
  return stage ? i18n._(stageTitles[stage]) : null;
};
const passwordStages = new Set(['signup-set-password', 'confirm-password']);

/** The screen as the chart's state says it must look. */
function expectedScreen(state: Snapshot) {
  const stage = stageOf(state.value);
  const otp = state.hasTag('otp');
  const busy = state.hasTag('busy');
  const hasForm = stage && !stage.endsWith('-success') && !stage.endsWith('-failed');
  const choice = stage === 'forgot-password' || stage?.endsWith('select-document');
  const submit = () => {
    if (!hasForm) return 'absent';
    // The document choice's submit button is Continue.
    if (choice) return state.can({ type: 'CONTINUE' }) ? 'enabled' : 'disabled';
    if (busy && !otp) return 'busy';
    if (stage === 'confirm-password') return 'enabled';
    return state.can({ type: 'SUBMIT' }) ? 'enabled' : 'disabled';
  };
  return {
    heading: titleOf(state),
    codeDialog: otp,
    contactDialog: state.matches({ contact: 'open' }),
    submit: otp && !passwordStages.has(stage ?? '') ? 'disabled' : submit(),
    confirmCode: !otp
      ? 'absent'
      : busy
        ? 'busy'
        : state.can({ type: 'OTP.SUBMIT' })
          ? 'enabled'
          : 'disabled',
    resend: !otp
      ? 'absent'
      : state.matches({ form: { flow: { [stage ?? '']: { otp: { resend: 'resending' } } } } })
        ? 'busy'
        : state.can({ type: 'OTP.RESEND' })
          ? 'enabled'
          : 'disabled',
  };
}

function seenScreen() {
  return {
    heading: ui.heading(),
    codeDialog: ui.codeDialog() !== null,
    contactDialog: ui.contactDialog() !== null,
    submit: buttonState(ui.stageSubmit()),
    confirmCode: buttonState(ui.inCodeDialog('Confirm')),
    resend: buttonState(ui.inCodeDialog('Send the code again')),
  };
}

beforeAll(async () => {
  await activateLocale('en');
  // Each lazy screen is fetched once here, so no step waits for a download.
  await Promise.all(
    [otpDialog, contactDialog, documentChoice, newPassword, oldIdCard, result].map((d) =>
      d.preload(),
    ),
  );
});
beforeEach(() => session.init());
afterEach(() => {
  cleanup();
  act(() => toastQueue.clear());
});

describe('the auth screens, model-based', () => {
  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path }) => {
    const network = holdBankCalls();
    const [first, ...steps] = path.steps;
    const actor = start({ entry: first?.state.context.entry });
    const stopNews = followAuthNews(actor);
    render(
      <I18nProvider i18n={i18n}>
        <Screens actor={actor} />
      </I18nProvider>,
    );
    const user = userEvent.setup({ delay: null });
    for (const step of steps) {
      const stage = stageOf(actor.getSnapshot().value) ?? 'signin';
      await perform(step.event as AuthEvent, { user, network, actor, stage });
      await waitFor(() =>
        expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state)),
      );
      await waitFor(() =>
        expect(seenScreen(), step.event.type).toEqual(expectedScreen(step.state)),
      );
      if (step.event.type.startsWith('xstate.error.actor')) {
        const message = (step.event as unknown as { error: Error }).error.message;
        expect(toastQueue.visibleToasts.map((t) => t.content.title)).toContain(message);
        act(() => toastQueue.clear());
      }
    }
    stopNews();
    actor.stop();
  });
});
