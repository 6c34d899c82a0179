import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  LoanDetailsView,
  type LoanDetailsViewProps,
} from '../../src/features/loans/LoanDetailsView';
import { ModalDialog } from '../../src/shared/ui';
import { consumerLoan, fixtureToday } from '../../tests/fake-bank/fixtures/loans';
import { failed, loaded, loading } from '../products/query-states';

/** The loan's dialog as the loans page opens it: the schedule and the payment history. */
function LoanDetailsDialogView(props: LoanDetailsViewProps) {
  return (
    <ModalDialog title={consumerLoan().name} isOpen size="lg">
      <LoanDetailsView {...props} />
    </ModalDialog>
  );
}

const meta = {
  title: 'Loans/LoanDetailsDialog',
  component: LoanDetailsDialogView,
  parameters: { layout: 'fullscreen' },
  args: { today: fixtureToday },
} satisfies Meta<typeof LoanDetailsDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three instalments paid, the fourth due today, the rest to come. */
export const Schedule: Story = { args: { query: loaded(consumerLoan(3)) } };
/** Five days later the fourth instalment is still unpaid: overdue. */
export const ScheduleWithOverdue: Story = {
  args: { query: loaded(consumerLoan(3)), today: '2026-05-10' },
};
export const PaymentHistory: Story = {
  args: { query: loaded(consumerLoan(3)), defaultTab: 'history' },
};
/** A loan taken this month: nothing collected yet. */
export const NoPaymentsYet: Story = {
  args: { query: loaded(consumerLoan(0)), defaultTab: 'history', today: '2026-01-10' },
};
export const Loading: Story = { args: { query: loading() } };
export const LoadFailed: Story = { args: { query: failed() } };
