import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardList } from '../../src/features/cards/CardList';
import { HomeView } from '../../src/features/home/HomePage';
import { setBalancesHidden } from '../../src/shared/balances';
import { aznAccount, usdAccount } from '../../tests/fake-bank/fixtures/accounts';
import { mastercardGold, visaClassic } from '../../tests/fake-bank/fixtures/cards';
import { profitDeposit, targetDeposit } from '../../tests/fake-bank/fixtures/deposits';
import { consumerLoan, loanSummary } from '../../tests/fake-bank/fixtures/loans';
import { failed, loaded, loading } from '../products/query-states';
import { withAppContext } from './app-context';

/** The signed-in home in each state of its four queries. */
const meta = {
  title: 'Home/HomePage',
  component: HomeView,
  // As the home route composes it: the cards feature draws the list.
  args: { renderCards: (cards) => <CardList cards={cards} /> },
  decorators: [withAppContext],
  parameters: { layout: 'fullscreen' },
  // Shown balances unless a story hides them: the choice outlives a story in localStorage.
  beforeEach: () => setBalancesHidden(false),
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const everything = {
  cards: loaded([visaClassic, mastercardGold]),
  accounts: loaded([aznAccount, usdAccount]),
  deposits: loaded([profitDeposit, targetDeposit]),
  loans: loaded([loanSummary(consumerLoan())]),
};

/** Leyla's products; the totals add accounts and deposits per currency, the loan apart. */
export const Products: Story = { args: everything };
export const BalancesHidden: Story = {
  args: everything,
  beforeEach: () => {
    setBalancesHidden(true);
    return () => setBalancesHidden(false);
  },
};
export const Loading: Story = {
  args: { cards: loading(), accounts: loading(), deposits: loading(), loans: loading() },
};
/** A new customer, with nothing at the bank yet: the next steps in place of five empty lists. */
export const NewCustomer: Story = {
  args: { cards: loaded([]), accounts: loaded([]), deposits: loaded([]), loans: loaded([]) },
};
/** Cards and accounts but no deposit or loan: those sections say so. */
export const NoDepositsOrLoans: Story = {
  args: { ...everything, deposits: loaded([]), loans: loaded([]) },
};
/** The bank did not answer: each section says so and offers a retry. */
export const LoadFailed: Story = {
  args: { cards: failed(), accounts: failed(), deposits: failed(), loans: failed() },
};
/** One answer failed: its section and the totals offer a retry, the rest is shown. */
export const DepositsFailed: Story = { args: { ...everything, deposits: failed() } };
