import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type ChangePasswordEvent,
  changePasswordMachine,
} from '../../machines/changePassword.machine';
import { ChangePasswordDialog } from '../../src/features/profile/ChangePasswordDialog';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof ChangePasswordDialog>[0]['snapshot'];

/** Every state of the change-password chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return <ChangePasswordDialog snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Profile/ChangePasswordDialog',
  component: View,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (events: ChangePasswordEvent[]): Story => ({
  args: { snapshot: reach(changePasswordMachine, undefined, events) },
});
const bank = (type: string, output?: unknown) =>
  ({ type, output, error: new Error('refused') }) as unknown as ChangePasswordEvent;
const change = (field: 'currentPassword' | 'password' | 'passwordRepeat', value: string) =>
  ({ type: 'FIELD.CHANGE', field, value }) as const;
const filled: ChangePasswordEvent[] = [
  { type: 'OPEN' },
  change('currentPassword', 'Demo2026!'),
  change('password', 'Bank2027!'),
  change('passwordRepeat', 'Bank2027!'),
];
const codeSent = [
  ...filled,
  { type: 'SUBMIT' } as const,
  bank('xstate.done.actor.startChange', 'otp-session'),
];
const cooldownOver = bank('xstate.after.resendCooldown.changePassword.otp.resend.cooldown');

/** Closed: nothing is shown until the menu's "Change password" opens it. */
export const Closed = state([]);
export const Editing = state([{ type: 'OPEN' }]);
export const EditingMismatch = state([...filled, change('passwordRepeat', 'Bank2028!')]);
export const EditingComplete = state(filled);
export const Submitting = state([...filled, { type: 'SUBMIT' }]);
export const CodeEnteringCooldown = state(codeSent);
export const CodeValidating = state([
  ...codeSent,
  { type: 'OTP.CHANGE', value: '123456' },
  { type: 'OTP.SUBMIT' },
]);
export const CodeResendReady = state([...codeSent, cooldownOver]);
export const CodeResending = state([...codeSent, cooldownOver, { type: 'OTP.RESEND' }]);
export const Done = state([
  ...codeSent,
  { type: 'OTP.CHANGE', value: '123456' },
  { type: 'OTP.SUBMIT' },
  bank('xstate.done.actor.confirmChange'),
]);
