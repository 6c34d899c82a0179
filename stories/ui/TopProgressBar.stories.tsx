import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopProgressBar } from '../../src/shared/ui';

const meta = {
  title: 'UI/TopProgressBar',
  component: TopProgressBar,
  argTypes: {
    phase: { control: 'inline-radio', options: ['idle', 'running', 'done', 'failed'] },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, minHeight: 120 }}>
        <p>The bar sits at the very top of the viewport.</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is rendered while no request runs. */
export const Idle: Story = { args: { phase: 'idle' } };
export const Running: Story = { args: { phase: 'running' } };
/** Fills and fades out; the caller then returns to idle. */
export const Done: Story = { args: { phase: 'done' } };
export const Failed: Story = { args: { phase: 'failed' } };
