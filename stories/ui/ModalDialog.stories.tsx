import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { screen } from 'storybook/test';
import { Button, ModalDialog, TextField } from '../../src/shared/ui';

const meta = {
  title: 'UI/ModalDialog',
  component: ModalDialog,
  args: {
    title: 'Confirm the transfer',
    children: <p style={{ margin: 0 }}>Send 150.00 ₼ to card 4169 **** **** 1234?</p>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ModalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const NotDismissable: Story = {
  args: {
    defaultOpen: true,
    isDismissable: false,
    role: 'alertdialog',
    title: 'Session expired',
    children: ({ close }) => (
      <div style={{ display: 'grid', gap: 16 }}>
        <p style={{ margin: 0 }}>Sign in again to continue.</p>
        <Button onPress={close}>Sign in</Button>
      </div>
    ),
  },
};

export const WithForm: Story = {
  args: {
    defaultOpen: true,
    title: 'Rename the card',
    children: ({ close }) => (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Card name" defaultValue="Salary" autoFocus />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button onPress={close}>Save</Button>
        </div>
      </div>
    ),
  },
};

function TriggeredDialog() {
  const [isOpen, setOpen] = useState(false);
  const [isInnerOpen, setInnerOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button onPress={() => setOpen(true)}>Open the dialog</Button>
      <ModalDialog title="Loan offer" isOpen={isOpen} onOpenChange={setOpen}>
        <div style={{ display: 'grid', gap: 16 }}>
          <p style={{ margin: 0 }}>5 000 ₼ for 24 months. Read the terms before you accept.</p>
          <Button variant="secondary" onPress={() => setInnerOpen(true)}>
            Read the terms
          </Button>
          <ModalDialog title="Terms" size="sm" isOpen={isInnerOpen} onOpenChange={setInnerOpen}>
            <p style={{ margin: 0 }}>Escape closes this dialog first, then the offer.</p>
          </ModalDialog>
        </div>
      </ModalDialog>
    </div>
  );
}

/** Opened from a button; focus returns to the button on close. */
export const Triggered: Story = { render: () => <TriggeredDialog /> };

/** The inner dialog stacks above the outer one; Escape closes the top one only. */
export const Nested: Story = {
  render: () => <TriggeredDialog />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the dialog' }));
    // Modals render in a portal outside the story's canvas.
    await userEvent.click(await screen.findByRole('button', { name: 'Read the terms' }));
  },
};
