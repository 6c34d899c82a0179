import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../domain/date-format';
import { Money } from '../../shared/balances';
import {
  AccountName,
  formatRate,
  type ProductFact,
  ProductFacts,
  ProductHeadline,
  Term,
} from '../../shared/products';
import type { Deposit } from '../../shared/queries/deposits';
import { Card } from '../../shared/ui';
import { depositTypeLabels, payoutFrequencyLabels } from './labels';

/** One deposit with every field of PRODUCT 3: what it is, what it earns, when, and from where. */
export function DepositCard({
  deposit,
  nameRepeats,
}: {
  deposit: Deposit;
  /** Another deposit on the page has the same name: its dates join the card's name. */
  nameRepeats?: boolean;
}) {
  const { t, i18n } = useLingui();
  const type = i18n._(depositTypeLabels[deposit.productType]);
  const facts: ProductFact[] = [
    { id: 'type', label: t`Product type`, value: type },
    { id: 'currency', label: t`Currency`, value: deposit.currency },
    { id: 'term', label: t`Term`, value: <Term months={deposit.term} /> },
    {
      id: 'payout',
      label: t`Payout frequency`,
      value: i18n._(payoutFrequencyLabels[deposit.payoutFrequency]),
    },
    { id: 'rate', label: t`Rate`, value: formatRate(deposit.rate) },
    {
      id: 'interest',
      label: t`Accrued interest`,
      value: <Money amount={deposit.accruedInterest} currency={deposit.currency} />,
    },
    { id: 'start', label: t`Start date`, value: formatDate(deposit.startDate) },
    { id: 'end', label: t`End date`, value: formatDate(deposit.endDate) },
    {
      id: 'source',
      label: t`Source account`,
      value: <AccountName account={deposit.sourceAccount} />,
      wide: true,
    },
  ];
  return (
    <Card
      heading={deposit.name}
      label={
        nameRepeats
          ? `${deposit.name}, ${formatDate(deposit.startDate)} – ${formatDate(deposit.endDate)}`
          : undefined
      }
      className="product-card"
    >
      <ProductHeadline
        label={t`Total amount`}
        value={<Money amount={deposit.totalAmount} currency={deposit.currency} />}
      />
      <ProductFacts facts={facts} />
    </Card>
  );
}
