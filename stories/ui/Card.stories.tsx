import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card } from '../../src/shared/ui';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { children: <p style={{ margin: 0 }}>1 250.00 ₼ available on the salary card.</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeading: Story = { args: { heading: 'Salary card' } };
export const WithoutHeading: Story = {};
export const WithActions: Story = {
  args: {
    heading: 'Consumer loan',
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <p style={{ margin: 0 }}>Up to 30 000 ₼ for up to 48 months.</p>
        <Button>Apply</Button>
      </div>
    ),
  },
};
