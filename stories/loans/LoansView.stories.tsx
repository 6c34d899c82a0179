import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoansView } from '../../src/features/loans/LoansView';
import { consumerLoan, fixtureToday, loanSummary } from '../../tests/fake-bank/fixtures/loans';
import { withAppContext } from '../home/app-context';
import { failed, loaded, loading } from '../products/query-states';

/** The /loans page's content in each state of its query. */
const meta = {
  title: 'Loans/LoansPage',
  component: LoansView,
  args: { today: fixtureToday, onOpenDetails: fn().mockName('onOpenDetails') },
  // The loan cards link to early repayment.
  decorators: [withAppContext],
} satisfies Meta<typeof LoansView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loans: Story = {
  args: {
    query: loaded([
      loanSummary(consumerLoan(3)),
      { ...loanSummary(consumerLoan(24)), id: 'repaid', name: 'Avtomobil krediti' },
    ]),
  },
};
export const Empty: Story = { args: { query: loaded([]) } };
export const Loading: Story = { args: { query: loading() } };
export const LoadFailed: Story = { args: { query: failed() } };
