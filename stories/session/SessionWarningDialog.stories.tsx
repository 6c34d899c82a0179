import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { warningMs } from '../../machines/sessionTimeout.machine';
import { SessionWarningDialog } from '../../src/shared/session/timeout/SessionWarningDialog';

/**
 * The warning a minute before the session ends for inactivity (issue 15), in the states of the
 * session timeout chart that show it: warning, staying (the refresh) and signing out.
 */
const meta = {
  title: 'Session/SessionWarningDialog',
  component: SessionWarningDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    leftMs: warningMs,
    pending: null,
    onStay: fn().mockName('STAY'),
    onSignOut: fn().mockName('SIGN_OUT'),
  },
} satisfies Meta<typeof SessionWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};
/** Opened late (the tab was in the background): less than the minute is left. */
export const WarningSecondsLeft: Story = { args: { leftMs: 12_000 } };
export const Staying: Story = { args: { pending: 'stay' } };
export const SigningOut: Story = { args: { pending: 'signOut' } };
