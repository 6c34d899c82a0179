import { useLingui } from '@lingui/react/macro';
import { formatMaskedPan } from '../../../domain/transfers/card-number';
import { Money } from '../../shared/balances';
import { AccountName, type ProductFact, ProductFacts } from '../../shared/products';
import type { Card } from '../../shared/queries/cards';
import { CardStatusBadge } from './CardStatusBadge';
import { paymentSystemNames } from './card-display';

/** Everything PRODUCT 3 names about a card, and the account it spends from. */
export function CardFacts({ card }: { card: Card }) {
  const { t } = useLingui();
  const money = (amount: number) => <Money amount={amount} currency={card.currency} />;
  const facts: ProductFact[] = [
    { id: 'number', label: t`Card number`, value: formatMaskedPan(card.maskedPan) },
    { id: 'system', label: t`Payment system`, value: paymentSystemNames[card.paymentSystem] },
    { id: 'status', label: t`Status`, value: <CardStatusBadge status={card.status} /> },
    { id: 'currency', label: t`Currency`, value: card.currency },
    { id: 'balance', label: t`Balance`, value: money(card.balance) },
    { id: 'held', label: t`Blocked amount`, value: money(card.blockedAmount) },
    { id: 'expiry', label: t`Valid until`, value: card.expiry },
    { id: 'default', label: t`Default card`, value: card.isDefault ? t`Yes` : t`No` },
    { id: 'account', label: t`Account`, value: <AccountName account={card.account} /> },
  ];
  return <ProductFacts facts={facts} />;
}
