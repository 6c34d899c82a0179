import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type Passkey,
  type PasskeyRegistrationEvent,
  passkeyRegistrationMachine,
} from '../../machines/passkeyRegistration.machine';
import { PasskeysView } from '../../src/features/passkeys/PasskeysView';
import type { QueryView } from '../../src/shared/products';
import {
  addedPasskey,
  deviceRefused,
  expiredCode,
  pendingPasskey,
  wrongCode,
} from '../../tests/machines/passkeyRegistration.model';
import { reach } from '../auth/auth-snapshots';
import { failed, loaded, loading } from '../products/query-states';

const usedPasskey: Passkey = {
  id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  deviceName: 'Safari · iOS',
  createdAt: '2026-02-11T09:30:00Z',
  lastUsedAt: '2026-03-01T18:05:00Z',
};

/** The passkeys section in every state of the registration chart and of the list. */
function View({
  events = [],
  query = loaded([usedPasskey, addedPasskey]),
  asking = null,
  isPending = false,
  error = null,
}: {
  events?: PasskeyRegistrationEvent[];
  query?: QueryView<Passkey[]>;
  asking?: Passkey | null;
  isPending?: boolean;
  error?: string | null;
}) {
  const snapshot = reach(passkeyRegistrationMachine, undefined, events);
  return (
    <PasskeysView
      query={query}
      registration={{ snapshot, send: fn().mockName('send') }}
      removal={{
        asking,
        isPending,
        error,
        ask: fn().mockName('ask'),
        confirm: fn().mockName('confirm'),
        cancel: fn().mockName('cancel'),
      }}
    />
  );
}

const meta = { title: 'Passkeys/PasskeysView', component: View } satisfies Meta<typeof View>;
export default meta;
type Story = StoryObj<typeof meta>;

const bank = (type: string, answer: unknown) =>
  (type.includes('.done.')
    ? { type, output: answer }
    : { type, error: answer }) as unknown as PasskeyRegistrationEvent;

const creating: PasskeyRegistrationEvent[] = [{ type: 'ADD' }];
const code = [...creating, bank('xstate.done.actor.createPasskey', pendingPasskey)];
const typed: PasskeyRegistrationEvent[] = [...code, { type: 'OTP.CHANGE', value: '123456' }];
const checking: PasskeyRegistrationEvent[] = [...typed, { type: 'OTP.SUBMIT' }];

export const Idle: Story = { args: {} };
export const NoPasskeys: Story = { args: { query: loaded([]) } };
export const Loading: Story = { args: { query: loading() } };
export const LoadFailed: Story = { args: { query: failed() } };
export const Creating: Story = { args: { events: creating } };
export const DeviceRefused: Story = {
  args: { events: [...creating, bank('xstate.error.actor.createPasskey', deviceRefused)] },
};
export const Code: Story = { args: { events: code } };
export const CodeTyped: Story = { args: { events: typed } };
export const CheckingCode: Story = { args: { events: checking } };
export const WrongCode: Story = {
  args: { events: [...checking, bank('xstate.error.actor.confirmPasskey', wrongCode)] },
};
export const CodeExpired: Story = {
  args: { events: [...checking, bank('xstate.error.actor.confirmPasskey', expiredCode)] },
};
export const Added: Story = {
  args: { events: [...checking, bank('xstate.done.actor.confirmPasskey', addedPasskey)] },
};
export const AskingToRemove: Story = { args: { asking: usedPasskey } };
export const Removing: Story = { args: { asking: usedPasskey, isPending: true } };
