import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountsView } from '../../src/features/accounts/AccountsPage';
import '../../src/features/accounts/accounts.css';
import '../../src/app/shell/shell.css';
import { aznAccount, usdAccount } from '../../tests/fake-bank/fixtures/accounts';
import { failed, loaded, loading } from '../products/query-states';

/** The /accounts page in each state of its query. */
const meta = {
  title: 'Accounts/AccountsPage',
  component: AccountsView,
  args: {
    onCopy: fn().mockName('onCopy'),
    onRequisites: fn().mockName('onRequisites'),
    onOpenAccount: fn().mockName('onOpenAccount'),
  },
} satisfies Meta<typeof AccountsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accounts: Story = { args: { query: loaded([aznAccount, usdAccount]) } };
export const Empty: Story = { args: { query: loaded([]) } };
export const Loading: Story = { args: { query: loading() } };
export const LoadFailed: Story = { args: { query: failed() } };
