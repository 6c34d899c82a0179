import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, LinkButton } from '../../src/shared/ui';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Continue', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Pending: Story = { args: { isPending: true } };
export const SecondaryPending: Story = { args: { variant: 'secondary', isPending: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const FullWidth: Story = { args: { isFullWidth: true } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary" />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="ghost" />
      <Button {...args} isDisabled />
      <Button {...args} isPending />
    </div>
  ),
};

export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <LinkButton href="#accounts">Open an account</LinkButton>
      <LinkButton href="#loans" variant="secondary">
        Apply for a loan
      </LinkButton>
      <LinkButton href="#help" variant="ghost">
        Help
      </LinkButton>
    </div>
  ),
};
