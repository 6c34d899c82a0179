import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type SandboxAtmEvent, sandboxAtmMachine } from '../../machines/sandboxAtm.machine';
import { AtmView } from '../../src/features/sandbox-atm/AtmView';
import { atmWithdrawal } from '../../tests/fake-bank/fixtures/cash-codes';
import { refusals } from '../../tests/machines/sandboxAtm.model';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof AtmView>[0]['snapshot'];

/** Every state of the sandbox ATM, reached by sending its chart the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return <AtmView snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Sandbox/ATM',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

// The bank's answers arrive as the events the running chart would get from its call.
const settled = (kind: 'done' | 'error', payload: object) =>
  ({
    type: `xstate.${kind}.actor.withdrawSandboxAtmCash`,
    ...payload,
  }) as unknown as SandboxAtmEvent;
const typed: SandboxAtmEvent[] = [
  { type: 'PHONE.CHANGE', value: '+994 50 123 45 67' },
  { type: 'CODE.CHANGE', value: '12345678' },
];
const submit: SandboxAtmEvent = { type: 'SUBMIT' };
const state = (events: SandboxAtmEvent[]): Story => ({
  args: { snapshot: reach(sandboxAtmMachine, undefined, events) },
});

export const Empty = state([]);
export const Filled = state(typed);
/** Withdraw with a short code: each field says what it needs. */
export const WithProblems = state([{ type: 'CODE.CHANGE', value: '1234' }, submit]);
export const Withdrawing = state([...typed, submit]);
export const Dispensed = state([...typed, submit, settled('done', { output: atmWithdrawal })]);
/** A wrong, used or expired code: the bank's words and the tries left. */
export const Refused = state([...typed, submit, settled('error', { error: refusals.refused })]);
/** Five refusals: the number is locked for 15 minutes. */
export const Locked = state([...typed, submit, settled('error', { error: refusals.locked })]);
