import type { Meta, StoryObj } from '@storybook/react-vite';
import { DepositCard } from '../../src/features/deposits/DepositCard';
import {
  advanceDeposit,
  profitDeposit,
  targetDeposit,
} from '../../tests/fake-bank/fixtures/deposits';

/** One deposit card per product type and payout frequency of PRODUCT 4.5. */
const meta = {
  title: 'Deposits/DepositCard',
  component: DepositCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DepositCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROFIT in manat, interest paid monthly (MON). */
export const Profit: Story = { args: { deposit: profitDeposit } };
/** TRGT in dollars, interest at the end of the term (YEARLY). */
export const Target: Story = { args: { deposit: targetDeposit } };
/** AVANS for one month, nothing accrued yet: PRODUCT 9 shows a zero as '0'; YEAR pays at the end. */
export const Advance: Story = { args: { deposit: advanceDeposit } };
