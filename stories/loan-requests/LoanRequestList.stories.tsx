import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoanRequestList } from '../../src/features/applications/requests/LoanRequestList';
import '../../src/features/applications/requests/loan-requests.css';
import { sampleOrders } from '../../tests/fake-bank/fixtures/requests';
import { withAppContext } from '../home/app-context';

/** The request list in PRODUCT 4.2's order; grey items cannot be opened. */
const meta = {
  title: 'LoanRequests/LoanRequestList',
  component: LoanRequestList,
  decorators: [withAppContext],
  args: { orders: sampleOrders, emptyText: 'You have no open requests.' },
} satisfies Meta<typeof LoanRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllRequests: Story = {};
/** Also what a failed list call shows (PRODUCT 8: silently empty). */
export const Empty: Story = { args: { orders: [] } };
export const Loading: Story = { args: { orders: undefined } };
