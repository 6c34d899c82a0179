import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from '../../src/shared/ui/dialogs/ConfirmDialog';
import { ErrorDialog } from '../../src/shared/ui/dialogs/ErrorDialog';
import { SuccessDialog } from '../../src/shared/ui/dialogs/SuccessDialog';

/** SPEC 2.2's confirm, error and success dialogs: one implementation for every feature. */
const meta = {
  title: 'UI/Dialogs',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: 'Revoke the consent?',
    children: <p>Budget Buddy will not read your accounts any more.</p>,
    confirmLabel: 'Revoke',
    cancelLabel: 'Keep it',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  args: { title: 'Send the transfer?', confirmLabel: 'Send', cancelLabel: 'Back' },
};

/** Cancel in focus, the confirm button red. */
export const Destructive: Story = { args: { tone: 'destructive' } };

/** The confirmed call runs: nothing closes the dialog. */
export const Pending: Story = { args: { tone: 'destructive', isPending: true } };

export const Refused: Story = {
  args: { tone: 'destructive', error: 'The consent has already expired.' },
};

/** A refusal that asking again cannot change: only the way out is left. */
export const RefusedFinally: Story = {
  args: {
    tone: 'destructive',
    error: 'The code was used meanwhile.',
    canConfirm: false,
    cancelLabel: 'Close',
  },
};

export const ErrorDefault: Story = {
  render: () => <ErrorDialog isOpen onClose={fn()} />,
};

export const ErrorWithRetry: Story = {
  render: () => (
    <ErrorDialog
      isOpen
      title="The statement was not made"
      message="The bank did not answer in time."
      onClose={fn()}
      onRetry={fn()}
    />
  ),
};

export const ErrorRetrying: Story = {
  render: () => (
    <ErrorDialog
      isOpen
      message="The bank did not answer in time."
      onClose={fn()}
      onRetry={fn()}
      isPending
    />
  ),
};

export const Success: Story = {
  render: () => (
    <SuccessDialog
      isOpen
      title="Consent revoked"
      message="Budget Buddy's next read of your accounts will be refused."
      onClose={fn()}
    />
  ),
};
