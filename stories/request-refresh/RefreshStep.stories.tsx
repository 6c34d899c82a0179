import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type RequestRefreshEvent,
  requestRefreshMachine,
} from '../../machines/requestRefresh.machine';
import { RefreshView } from '../../src/features/applications/refresh/RefreshView';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof RefreshView>[0]['snapshot'];

/** Every state of the request refresh chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return (
    <div style={{ maxWidth: '40rem' }}>
      <RefreshView snapshot={snapshot} send={fn().mockName('send')} />
    </div>
  );
}

const meta = {
  title: 'RequestRefresh/RefreshStep',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

// The bank's answers arrive as the events the running chart would get from its call.
const refused = (message: string) =>
  ({
    type: 'xstate.error.actor.refreshApplication',
    error: new Error(message),
  }) as unknown as RequestRefreshEvent;
const state = (events: RequestRefreshEvent[]): Story => ({
  args: { snapshot: reach(requestRefreshMachine, { applicationId: 'loan-1' }, events) },
});

/** The deadline passed: the offer expired and the request can be renewed. */
export const Expired = state([]);
export const Refreshing = state([{ type: 'REFRESH' }]);
/** The bank refused with its own words. */
export const Failed = state([{ type: 'REFRESH' }, refused('Müraciəti yeniləmək olmaz')]);
/** The bank gave no words: 'Xəta baş verdi' in Azerbaijani. */
export const FailedWithoutMessage = state([{ type: 'REFRESH' }, refused('')]);
export const Retrying = state([{ type: 'REFRESH' }, refused(''), { type: 'RETRY' }]);
/** Renewed: the button stays busy until the modal shows the new step. */
export const Refreshed = state([
  { type: 'REFRESH' },
  { type: 'xstate.done.actor.refreshApplication' } as unknown as RequestRefreshEvent,
]);
