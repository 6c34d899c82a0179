import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button, type ToastMessage, ToastRegion, toast } from '../../src/shared/ui';

const samples = {
  success: { tone: 'success', title: 'Transfer sent' },
  error: {
    tone: 'error',
    title: 'The payment failed',
    description: 'Not enough money on the card.',
  },
  info: { tone: 'info', title: 'The code was sent to +994 50 *** ** 67' },
  notification: {
    tone: 'info',
    kind: 'notification',
    title: 'Your loan request was approved',
    description: 'Sign the documents to receive the money.',
  },
} satisfies Record<string, ToastMessage>;

/** Shows the given messages once, clearing what an earlier story left on the queue. */
function Showcase({ messages }: { messages: ToastMessage[] }) {
  useEffect(() => {
    toast.clear();
    for (const message of messages) toast.show(message);
  }, [messages]);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {Object.entries(samples).map(([name, message]) => (
        <Button key={name} variant="secondary" onPress={() => toast.show(message)}>
          Show {name}
        </Button>
      ))}
      <ToastRegion />
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Showcase,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts close after 3000 ms, notifications after 4500 ms; hover or focus pauses them. */
export const Playground: Story = { args: { messages: [] } };
export const Success: Story = { args: { messages: [samples.success] } };
export const ErrorTone: Story = {
  name: 'Error',
  args: { messages: [samples.error] },
};
export const Info: Story = { args: { messages: [samples.info] } };
export const Notification: Story = {
  args: { messages: [samples.notification] },
};
export const Stacked: Story = { args: { messages: Object.values(samples) } };
