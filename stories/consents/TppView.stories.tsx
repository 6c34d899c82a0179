import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SandboxTppEvent } from '../../machines/sandboxTpp.machine';
import { TppView } from '../../src/features/sandbox-tpp/TppView';
import { tpp, tppBack, tppSnapshot } from './consent-snapshots';

type Back = typeof tppBack | undefined;

/** The sandbox third party in every state of its chart. */
function View({ events, back }: { events: readonly SandboxTppEvent[]; back?: Back }) {
  return <TppView snapshot={tppSnapshot(events, back)} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Sandbox/Third party',
  component: View,
  args: { events: [] },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;
const at = (events: readonly SandboxTppEvent[], back?: Back): Story => ({
  args: { events, back },
});

export const Loading = at([]);
export const Failed = at([tpp.listFailed]);
/** The request form: the first third party, every right, 90 days, 4 reads a day. */
export const Choosing = at([tpp.listed]);
export const Requesting = at([tpp.listed, tpp.request]);
export const RequestRefused = at([tpp.listed, tpp.request, tpp.requestRefused]);
export const Redirecting = at([
  tpp.listed,
  tpp.request,
  {
    type: 'xstate.done.actor.requestSandboxTppConsent',
    output: { consentId: 'c-1', consentStatus: 'received', scaRedirect: '/consents/c-1/authorize' },
  } as unknown as SandboxTppEvent,
]);
/** Back from the bank: reading what the consent allows. */
export const Reading = at([tpp.listed], tppBack);
export const Read = at([tpp.listed, tpp.read], tppBack);
/** After the customer revoked: the PSD2 refusal. */
export const ReadRefused = at([tpp.listed, tpp.readRefused], tppBack);
