import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoanRequestList } from '../../src/features/loan-requests/LoanRequestList';
import '../../src/features/loan-requests/loan-requests.css';
import { withAppContext } from '../home/app-context';
import { sampleOrders } from './request-fixtures';

/** The request list in SPEC 4.2's order; grey items cannot be opened. */
const meta = {
  title: 'LoanRequests/LoanRequestList',
  component: LoanRequestList,
  decorators: [withAppContext],
  args: { orders: sampleOrders, emptyText: 'You have no open requests.' },
} satisfies Meta<typeof LoanRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllRequests: Story = {};
/** Also what a failed list call shows (SPEC 8: silently empty). */
export const Empty: Story = { args: { orders: [] } };
export const Loading: Story = { args: { orders: undefined } };
