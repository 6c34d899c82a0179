import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OperatorView } from '../../src/features/sandbox-operator/OperatorView';
import '../../src/features/sandbox-operator/operator.css';
import '../../src/app/shell/shell.css';
import { operatorQueue } from '../../tests/fake-bank/fixtures/sandbox';

/** The sandbox operator console's list: a button for each event the lifecycle chart allows. */
const meta = {
  title: 'SandboxOperator/OperatorView',
  component: OperatorView,
  args: {
    applications: operatorQueue,
    failed: false,
    onEvent: fn().mockName('onEvent'),
    onStartCall: fn().mockName('onStartCall'),
  },
} satisfies Meta<typeof OperatorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithApplications: Story = {};
/** An event on its way: that application's buttons wait. */
export const ActionPending: Story = { args: { pendingId: 'application-2' } };
/** The booked video call has started: the customer can no longer move it (issue 15). */
export const VideoCallStarted: Story = {
  args: {
    applications: operatorQueue.map((application) =>
      application.identificationCall
        ? { ...application, identificationCall: 'STARTED' }
        : application,
    ),
  },
};
export const Empty: Story = { args: { applications: [] } };
export const Loading: Story = { args: { applications: undefined } };
export const LoadFailed: Story = { args: { applications: undefined, failed: true } };
