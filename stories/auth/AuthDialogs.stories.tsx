import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AuthEvent } from '../../machines/auth.machine';
import { AuthView } from './AuthView';
import { authSnapshot, signinCode, steps } from './auth-snapshots';

/** The code dialog in each of its states, and the contact-us dialog, over the sign-in stage. */
const meta = {
  title: 'Auth/Dialogs',
  component: AuthView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthView>;

export default meta;
type Story = StoryObj<typeof meta>;

const signin = (events: AuthEvent[]): Story => ({
  args: { snapshot: authSnapshot('signin', events) },
});
const ready = steps.cooldownOver('signin');

/** Just opened: no code yet, resend waits for its 60 s cooldown. */
export const CodeEnteringCooldown = signin(signinCode);
export const CodeComplete = signin([...signinCode, steps.code]);
export const CodeValidating = signin([...signinCode, steps.code, { type: 'OTP.SUBMIT' }]);
/** A wrong code: the tries left stand at the field (issue 15). */
export const CodeWrong = signin([
  ...signinCode,
  steps.code,
  { type: 'OTP.SUBMIT' },
  steps.wrongCode,
]);
/** The cooldown is over: a new code may be asked for. */
export const CodeResendReady = signin([...signinCode, ready]);
export const CodeResending = signin([...signinCode, ready, { type: 'OTP.RESEND' }]);
export const CodeResent = signin([...signinCode, ready, { type: 'OTP.RESEND' }, steps.resent]);
export const Contact = signin([{ type: 'CONTACT.OPEN' }]);
