import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tooltip } from '../../src/shared/ui';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    label: 'What is a FIN?',
    children: 'The FIN is the 7-character code printed on the front of your identity card.',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem 2rem', display: 'flex', alignItems: 'center', gap: 8 }}>
        <span>FIN</span>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Bottom: Story = { args: { placement: 'bottom' } };
export const DefaultLabel: Story = { args: { label: undefined } };

/** Opened by a press, as on a touch screen. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};
