import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type SigningAppEvent, signingAppMachine } from '../../machines/signingApp.machine';
import { SigningView } from '../../src/features/sandbox-signing/SigningView';
import { sampleSigningSession } from '../../tests/fake-bank/fixtures/signing';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof SigningView>[0]['snapshot'];

/** Every state of the sandbox signing app, reached by sending its chart the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return (
    <SigningView
      snapshot={snapshot}
      send={fn().mockName('send')}
      documentUrl={(documentId) => `#${documentId}`}
    />
  );
}

const meta = {
  title: 'Sandbox/Signing app',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

// The bank's answers arrive as the events the running chart would get from its calls.
const answered = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as SigningAppEvent;
const refused = (id: string, status: number, message: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: Object.assign(new Error(message), { status }),
  }) as unknown as SigningAppEvent;
const loaded = answered('loadSession', sampleSigningSession);
const state = (events: SigningAppEvent[]): Story => ({
  args: { snapshot: reach(signingAppMachine, undefined, events) },
});

export const Loading = state([]);
export const Ready = state([loaded]);
export const Signing = state([loaded, { type: 'SIGN' }]);
export const Signed = state([
  loaded,
  { type: 'SIGN' },
  answered('sign', { ...sampleSigningSession, status: 'SIGNED' }),
]);
export const NotFound = state([refused('loadSession', 404, 'Not found')]);
export const Failed = state([loaded, { type: 'SIGN' }, refused('sign', 409, 'Artıq imzalanıb')]);
