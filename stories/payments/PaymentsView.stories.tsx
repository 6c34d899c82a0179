import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentsView } from '../../src/features/payments/PaymentsPage';
import { paymentTemplates } from '../../tests/fake-bank/fixtures/payment-templates';
import { paymentCategories } from '../../tests/fake-bank/fixtures/payments';
import { withAppContext } from '../home/app-context';
import { failed, loaded, loading } from '../products/query-states';

/** /payments: the templates with one-press Pay, then the categories and their providers. */
const meta = {
  title: 'Payments/PaymentsView',
  component: PaymentsView,
  decorators: [withAppContext],
} satisfies Meta<typeof PaymentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: { templates: loaded(paymentTemplates), providers: loaded(paymentCategories) },
};
export const NoTemplates: Story = {
  args: { templates: loaded([]), providers: loaded(paymentCategories) },
};
export const Loading: Story = { args: { templates: loading(), providers: loading() } };
export const Failed: Story = { args: { templates: failed(), providers: failed() } };
export const NoProviders: Story = {
  args: { templates: loaded(paymentTemplates), providers: loaded({ categories: [] }) },
};
