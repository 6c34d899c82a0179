import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PeriodFilter } from '../../src/features/operations/PeriodFilter';
import { allProducts, ProductSelect } from '../../src/features/operations/ProductSelect';
import type { HistoryPeriod } from '../../src/features/operations/search';
import { productChoices } from './operations-data';

/** The history's filters: PRODUCT 9's periods and the customer's products, grouped by kind. */
function Filters({ period, product }: { period: HistoryPeriod; product: string }) {
  const { t } = useLingui();
  const [chosenPeriod, setPeriod] = useState(period);
  const [chosenProduct, setProduct] = useState(product);
  return (
    <div className="operations-filters">
      <PeriodFilter value={chosenPeriod} onChange={setPeriod} />
      <ProductSelect
        label={t`Product`}
        choices={productChoices}
        allLabel={t`All accounts and cards`}
        value={chosenProduct}
        onChange={setProduct}
      />
    </div>
  );
}

const meta = {
  title: 'Operations/Filters',
  component: Filters,
  args: { period: 'month', product: allProducts },
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PastMonthAllProducts: Story = {};
export const PastWeekOneCard: Story = { args: { period: 'week', product: 'card-visa' } };
export const PastThreeMonthsLoan: Story = { args: { period: 'three-months', product: 'loan-1' } };
