import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentMethodsView } from '../../src/features/payment-methods/PaymentMethodsView';
import { paymentMethodsOf, paymentSources } from '../../tests/fake-bank/fixtures/payment-templates';
import { failed, loaded, loading } from '../products/query-states';

/** The customer's payment sources, the default marked, Make default on the other usable ones. */
const meta = {
  title: 'Payments/PaymentMethods',
  component: PaymentMethodsView,
  args: { pendingId: null, refusal: null, onMakeDefault: fn().mockName('onMakeDefault') },
} satisfies Meta<typeof PaymentMethodsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const methods = paymentMethodsOf();
const mastercard = paymentSources[2]?.productId ?? '';

export const Loaded: Story = { args: { query: loaded(methods) } };
export const Loading: Story = { args: { query: loading() } };
export const Failed: Story = { args: { query: failed() } };
export const Empty: Story = { args: { query: loaded(paymentMethodsOf([], null)) } };
/** The bank is making the Mastercard the default; the other buttons wait. */
export const Saving: Story = { args: { query: loaded(methods), pendingId: mastercard } };
/** The card was blocked meanwhile: the refusal at its row, the default unchanged. */
export const Refused: Story = {
  args: {
    query: loaded(methods),
    refusal: {
      productId: mastercard,
      message: 'This card is blocked, so it cannot be the default. The default is unchanged.',
    },
  },
};
