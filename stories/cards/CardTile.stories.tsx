import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CardList } from '../../src/features/cards/CardList';
import { CardTile } from '../../src/features/cards/CardTile';
import { setBalancesHidden } from '../../src/shared/balances';
import '../../src/shared/products/products.css';
import '../../src/features/cards/cards.css';
import '../../src/app/shell/shell.css';
import { blockedVisa, mastercardGold, visaClassic } from '../../tests/fake-bank/fixtures/cards';
import { withAppContext } from '../home/app-context';

/** Every card as its tile: payment system, status, default flag, an amount on hold. */
const meta = {
  title: 'Cards/CardTile',
  component: CardTile,
  args: { onOpen: fn().mockName('onOpen') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  // Shown balances unless a story hides them: the choice outlives a story in localStorage.
  beforeEach: () => setBalancesHidden(false),
} satisfies Meta<typeof CardTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default Visa with an authorisation on hold. */
export const VisaDefault: Story = { args: { card: visaClassic } };
export const Mastercard: Story = { args: { card: mastercardGold } };
export const Blocked: Story = { args: { card: blockedVisa } };
/** Balances hidden by the customer: the amounts are masked, the rest stays. */
export const BalancesHidden: Story = {
  args: { card: visaClassic },
  beforeEach: () => {
    setBalancesHidden(true);
    return () => setBalancesHidden(false);
  },
};
/** The list as the home page shows it; pressing a tile opens the card's dialog. */
export const List: Story = {
  args: { card: visaClassic },
  decorators: [withAppContext],
  render: () => <CardList cards={[visaClassic, mastercardGold, blockedVisa]} />,
};
