import type { Meta, StoryObj } from '@storybook/react-vite';
import CompletedStep from '../../src/features/documents/CompletedStep';
import SignedStep from '../../src/features/documents/SignedStep';
import { withAppContext } from '../home/app-context';
import { order } from '../loan-requests/request-fixtures';

/** The request after signing: waiting for the bank's final approval, then the loan granted. */
const meta = {
  title: 'Documents/After signing',
  component: CompletedStep,
  decorators: [withAppContext],
  args: { order: order('loan-1', { status: 'COMPLETED' }) },
} satisfies Meta<typeof CompletedStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Signed: Story = { render: () => <SignedStep /> };
export const Completed: Story = {};
export const CompletedAccount: Story = {
  args: { order: order('account-1', { productType: 'ACCOUNT', type: undefined }) },
};
