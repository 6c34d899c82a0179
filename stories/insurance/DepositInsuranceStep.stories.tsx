import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DepositInsuranceForm } from '../../src/features/applications/insurance/DepositInsuranceStep';

/** Step 3 of an account or deposit: the deposit insurance notice the customer confirms reading. */
const meta = {
  title: 'Insurance/DepositInsuranceStep',
  component: DepositInsuranceForm,
  args: { isSubmitting: false, onConfirm: fn().mockName('onConfirm') },
} satisfies Meta<typeof DepositInsuranceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not ticked yet: continuing waits for the tick. */
export const Unread: Story = {};
export const Read: Story = { args: { initiallyRead: true } };
export const Confirming: Story = { args: { initiallyRead: true, isSubmitting: true } };
