import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Countdown } from '../../src/features/applications/refresh/Countdown';
import { type Clock, ClockProvider } from '../../src/features/applications/refresh/clock';

const now = Date.parse('2026-11-21T12:00:00Z');
/** A stopped clock: the story shows one moment of the countdown. */
const stopped: Clock = { now: () => now, every: () => () => {} };

function View({ secondsLeft, onZero }: { secondsLeft: number; onZero: () => void }) {
  return (
    <div style={{ maxWidth: '40rem' }}>
      <ClockProvider clock={stopped}>
        <Countdown deadline={new Date(now + secondsLeft * 1000).toISOString()} onZero={onZero} />
      </ClockProvider>
    </div>
  );
}

const meta = {
  title: 'RequestRefresh/Countdown',
  component: View,
  args: { onZero: fn().mockName('onZero') },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new request: 72 hours, shown past 24 as 71:59:59. */
export const Running: Story = { args: { secondsLeft: 72 * 3600 - 1 } };
export const Hours: Story = { args: { secondsLeft: 5 * 3600 + 7 * 60 + 9 } };
/** The last minute is marked. */
export const LastMinute: Story = { args: { secondsLeft: 42 } };
/** At zero the callback runs (see Actions); the modal then shows the refresh screen. */
export const Zero: Story = { args: { secondsLeft: 0 } };
