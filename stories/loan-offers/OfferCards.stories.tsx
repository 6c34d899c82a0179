import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OfferCards } from '../../src/features/applications/offers/OfferCards';
import { askedLessOffers, creditOffers } from '../../tests/fake-bank/fixtures/offers';
import '../../src/features/applications/offers/loan-offers.css';

/**
 * The offer cards with the cost of credit beside the nominal rate: the APR, the total payable
 * and the interest in it, at each offer's own amount and term (issue 15).
 */
const meta = {
  title: 'LoanOffers/OfferCards',
  component: OfferCards,
  args: {
    offers: creditOffers,
    offerId: 'offer-5000',
    today: '2026-11-27',
    isDisabled: false,
    onPick: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfferCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount asked for is chosen; each card shows its APR, total payable and interest. */
export const WithApr: Story = {};
/** The bank would lend more than asked: the asked-for card is the chosen one. */
export const LargerOfferNotChosen: Story = {
  args: { offers: askedLessOffers, offerId: 'offer-5000-asked' },
};
/** While accepting, the cards cannot be changed. */
export const Disabled: Story = { args: { isDisabled: true } };
