import type { Meta, StoryObj } from '@storybook/react-vite';
import CompletedStep from '../../src/features/applications/documents/CompletedStep';
import SignedStep from '../../src/features/applications/documents/SignedStep';
import { order } from '../../tests/fake-bank/fixtures/requests';
import { withAppContext } from '../home/app-context';

/**
 * The request after signing: waiting for the bank's final approval, then the loan granted or the
 * account or deposit open.
 */
const meta = {
  title: 'Documents/After signing',
  component: CompletedStep,
  decorators: [withAppContext],
  args: { order: order('loan-1', { status: 'COMPLETED' }) },
} satisfies Meta<typeof CompletedStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};
export const Signed: Story = {
  render: () => <SignedStep order={order('loan-1', { status: 'SIGNED' })} onChanged={noop} />,
};
export const Completed: Story = {};
const account = order('account-1', { productType: 'ACCOUNT', type: undefined });
const deposit = order('deposit-1', { productType: 'DEPOSIT', type: undefined });
/** An account or a deposit waits for the same approval, then opens. */
export const SignedAccount: Story = {
  render: () => <SignedStep order={{ ...account, status: 'SIGNED' }} onChanged={noop} />,
};
export const CompletedAccount: Story = { args: { order: account } };
export const CompletedDeposit: Story = { args: { order: deposit } };
