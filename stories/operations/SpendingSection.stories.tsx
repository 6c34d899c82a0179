import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../src/app/shell/shell.css';
import type { SpendingBreakdown } from '../../src/features/operations/queries';
import { SpendingSection } from '../../src/features/operations/SpendingSection';
import { ApiError } from '../../src/shared/api/errors';
import { sampleSpending } from '../../tests/fake-bank/fixtures/operations';

const view = (
  overrides: Partial<NonNullable<Parameters<typeof SpendingSection>[0]['spending']>>,
) => ({
  status: 'success' as const,
  data: sampleSpending as SpendingBreakdown | undefined,
  error: null,
  isFetching: false,
  refetch: fn(),
  ...overrides,
});

const meta = {
  title: 'Operations/Spending chart',
  component: SpendingSection,
  args: { spending: view({}) },
} satisfies Meta<typeof SpendingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One ring and table per currency: amounts in AZN and USD are never added up. */
export const TwoCurrencies: Story = {};

export const OneCurrency: Story = {
  args: {
    spending: view({
      data: { ...sampleSpending, currencies: sampleSpending.currencies.slice(0, 1) },
    }),
  },
};

export const NothingSpent: Story = {
  args: { spending: view({ data: { ...sampleSpending, currencies: [] } }) },
};

export const Loading: Story = {
  args: { spending: view({ status: 'pending', data: undefined, isFetching: true }) },
};

export const Failed: Story = {
  args: {
    spending: view({
      status: 'error',
      data: undefined,
      error: new ApiError(500, { message: 'The breakdown is not available now' }),
    }),
  },
};

/** A deposit or a loan is chosen: the bank breaks down spending of accounts and cards only. */
export const NotForDepositsAndLoans: Story = {
  args: { spending: null },
};
