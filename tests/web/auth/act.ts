import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AnyActorRef } from 'xstate';
import { type AuthEvent, type AuthStage, flowOf } from '../../../machines/auth.machine';
import type { HeldBank } from '../../fake-bank';
import { ui } from './screen';

const fieldLabels: Record<string, string> = {
  fin: 'FIN',
  documentNumber: 'Document number',
  passportSeries: 'Passport series',
  passportNumber: 'Passport number',
  idCardNumber: 'ID card number',
  passwordRepeat: 'Repeat the password',
};
const documentNames: Record<string, string> = {
  TRP: 'Temporary residence permit (TRP)',
  PRP: 'Permanent residence permit (PRP)',
  FP: 'Foreign passport',
  PIN: 'ID card of Azerbaijan (FIN)',
};
const paths: Record<string, (stage: AuthStage) => string> = {
  requestCode: (stage) =>
    flowOf(stage).startsWith('signin') ? '/api/v1/login' : '/api/v1/registration',
  validateOtp: () => '/api/v1/otp/validate',
  resendOtp: () => '/api/v1/otp/resend',
  passkeySignIn: () => '/api/v1/passkeys/sign-in',
  setPassword: () => '/api/v1/registration/set-password',
};
const flowLinks: Partial<Record<AuthEvent['type'], string | RegExp>> = {
  'GO.SIGNIN': /^(Already registered\? Sign in|Sign in with the FIN)$/,
  'GO.SIGNIN_OLD_ID': 'Old-generation ID card?',
  'GO.SIGNUP': 'New customer? Sign up',
  'GO.FORGOT_PASSWORD': 'Forgot your password?',
};

async function typeInto(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

export interface Walker {
  user: UserEvent;
  network: HeldBank;
  /** The chart behind the screens, for what only the app or the clock sends. */
  actor: AnyActorRef;
  stage: AuthStage;
}

/** The bank and the clock: answer the held request, or let the resend timer fire. */
function system(event: { type: string; output?: unknown; error?: unknown }, w: Walker) {
  const [, kind, , id = ''] = event.type.split('.');
  if (kind === 'after') return act(() => w.actor.send(event));
  const path = paths[id]?.(w.stage) ?? '';
  return act(async () => {
    if (kind === 'done') w.network.answer(path, 200, { status: 'OK', ...(event.output as object) });
    else {
      // The bank's refusal as the model names it: its code and the tries left, if any.
      const {
        message,
        code = 'REFUSED',
        attemptsLeft,
      } = event.error as Error & {
        code?: string;
        attemptsLeft?: number;
      };
      w.network.answer(path, 400, { code, message, ...(attemptsLeft ? { attemptsLeft } : {}) });
    }
  });
}

/**
 * Performs one model event on the screens, as a customer would: typing, choosing, pressing,
 * Escape for dialogs. GO.* without a link on the stage is what the guest routes send when the
 * address changes, and RESET is the app's, so those go to the chart as the app sends them.
 */
export async function perform(event: AuthEvent, w: Walker): Promise<void> {
  const { user } = w;
  if (event.type.startsWith('xstate.')) return system(event, w);
  switch (event.type) {
    case 'FIELD.CHANGE': {
      const newPassword = w.stage === 'signup-set-password' || w.stage === 'confirm-password';
      const label = fieldLabels[event.field] ?? (newPassword ? 'New password' : 'Password');
      return typeInto(user, screen.getByLabelText(label), event.value);
    }
    case 'DOCUMENT.SELECT':
      return user.click(screen.getByRole('radio', { name: documentNames[event.documentType] }));
    case 'SUBMIT':
      return user.click(ui.stageSubmit() as HTMLElement);
    case 'BACK':
      return user.click(screen.getByRole('button', { name: /Back/ }));
    case 'PASSKEY':
      return w.user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    case 'USE_DOCUMENTS':
      return user.click(screen.getByRole('button', { name: /with foreign documents/ }));
    case 'CONTINUE':
      return user.click(screen.getByRole('button', { name: 'Continue' }));
    case 'GO.BANK':
      return user.click(screen.getByRole('button', { name: /Go to the internet bank|Sign in/ }));
    case 'OTP.CHANGE':
      return typeInto(user, screen.getByRole('textbox', { name: 'Code from SMS' }), event.value);
    case 'OTP.SUBMIT':
      return user.click(ui.inCodeDialog('Confirm') as HTMLElement);
    case 'OTP.RESEND':
      return user.click(ui.inCodeDialog('Send the code again') as HTMLElement);
    case 'OTP.CLOSE':
    case 'CONTACT.CLOSE':
      return user.keyboard('{Escape}');
    case 'CONTACT.OPEN':
      return user.click(screen.getByRole('button', { name: 'Contact us' }));
    default:
      return goOrReset(event, w);
  }
}

async function goOrReset(event: AuthEvent, w: Walker) {
  const name = flowLinks[event.type];
  const link = name ? screen.queryByRole('link', { name }) : null;
  if (link) return w.user.click(link);
  const failed = w.stage.endsWith('-failed') && event.type === 'GO.SIGNIN';
  if (failed) {
    const section = screen.getByRole('region');
    return w.user.click(
      within(section).getByRole('button', { name: /Go to the internet bank|Sign in/ }),
    );
  }
  act(() => w.actor.send(event));
}
