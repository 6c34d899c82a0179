import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type CustomerSession,
  type SessionEndingEvent,
  sessionEndingMachine,
} from '../../machines/sessionEnding.machine';
import { SessionsView } from '../../src/features/settings/SessionsView';
import type { QueryView } from '../../src/shared/products';
import { leylasPhone, sessions, thisLaptop } from '../../tests/fake-bank/fixtures/sessions';
import { reach } from '../auth/auth-snapshots';
import { withAppContext } from '../home/app-context';
import { failed, loaded, loading } from '../products/query-states';
import '../../src/features/settings/settings.css';

interface Args {
  query: QueryView<CustomerSession[]>;
  events: readonly SessionEndingEvent[];
}

/** The sessions list in every state of the session-ending chart, reached by its real events. */
function View({ query, events }: Args) {
  return (
    <SessionsView
      query={query}
      ending={{ snapshot: reach(sessionEndingMachine, undefined, events), send: fn() }}
    />
  );
}

const meta = {
  title: 'Settings/SessionsView',
  component: View,
  decorators: [withAppContext],
  args: { query: loaded(sessions), events: [] },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const endOne = { type: 'END_ONE', session: leylasPhone } as const;
const refusedOne = {
  type: 'xstate.error.actor.endSession',
  error: new Error('This session has already ended or was not found.'),
} as unknown as SessionEndingEvent;

/** idle: this device marked, End session on each other one, End all other sessions. */
export const Loaded: Story = {};
export const OnlyThisDevice: Story = { args: { query: loaded([thisLaptop]) } };
export const Loading: Story = { args: { query: loading() } };
export const Failed: Story = { args: { query: failed() } };
export const ConfirmingOne: Story = { args: { events: [endOne] } };
export const ConfirmingOthers: Story = { args: { events: [{ type: 'END_OTHERS' }] } };
export const EndingOne: Story = { args: { events: [endOne, { type: 'CONFIRM' }] } };
export const EndingOthers: Story = {
  args: { events: [{ type: 'END_OTHERS' }, { type: 'CONFIRM' }] },
};
export const Refused: Story = { args: { events: [endOne, { type: 'CONFIRM' }, refusedOne] } };
