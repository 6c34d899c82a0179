import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoanCard } from '../../src/features/loans/LoanCard';
import { consumerLoan, fixtureToday, loanSummary } from '../../tests/fake-bank/fixtures/loans';
import { withAppContext } from '../home/app-context';

/** A loan card: PRODUCT 3's summary, and the button that opens the schedule and history. */
const meta = {
  title: 'Loans/LoanCard',
  component: LoanCard,
  args: { today: fixtureToday, onOpenDetails: fn().mockName('onOpenDetails') },
  decorators: [
    withAppContext,
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three instalments paid; the next one falls due today. */
export const Running: Story = { args: { loan: loanSummary(consumerLoan(3)) } };
/** The next instalment is past its due date and unpaid. */
export const NextPaymentOverdue: Story = {
  args: { loan: loanSummary(consumerLoan(3)), today: '2026-05-10' },
};
/** Every instalment paid: nothing owed, no next payment. */
export const Repaid: Story = { args: { loan: loanSummary(consumerLoan(24)) } };
