import type { Meta, StoryObj } from '@storybook/react-vite';
import { DepositsView } from '../../src/features/deposits/DepositsView';
import {
  advanceDeposit,
  profitDeposit,
  targetDeposit,
} from '../../tests/fake-bank/fixtures/deposits';
import { failed, loaded, loading } from '../products/query-states';

/** The /deposits page's content in each state of its query. */
const meta = {
  title: 'Deposits/DepositsPage',
  component: DepositsView,
} satisfies Meta<typeof DepositsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deposits: Story = {
  args: { query: loaded([profitDeposit, targetDeposit, advanceDeposit]) },
};
export const Empty: Story = { args: { query: loaded([]) } };
export const Loading: Story = { args: { query: loading() } };
/** The bank did not answer: the message and a retry. */
export const LoadFailed: Story = { args: { query: failed() } };
