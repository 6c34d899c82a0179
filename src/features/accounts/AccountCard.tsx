import { Trans, useLingui } from '@lingui/react/macro';
import { formatIban } from '../../../domain/iban';
import { Money } from '../../shared/balances';
import type { CopyRequest } from '../../shared/copy/useCopy';
import { type ProductFact, ProductFacts, ProductHeadline } from '../../shared/products';
import type { Account } from '../../shared/queries/accounts';
import { Button } from '../../shared/ui/Button/Button';
import { Card } from '../../shared/ui/Card/Card';

export interface AccountCardProps {
  account: Account;
  onCopy: (request: CopyRequest) => void;
  onRequisites: (account: Account) => void;
  /** Another account on the page has the same name: the IBAN joins the card's name. */
  nameRepeats?: boolean;
}

/** One current account: balance, IBAN in groups of four (copied without spaces), requisites. */
export function AccountCard({ account, onCopy, onRequisites, nameRepeats }: AccountCardProps) {
  const { t } = useLingui();
  const money = (amount: number) => <Money amount={amount} currency={account.currency} />;
  const facts: ProductFact[] = [
    { id: 'currency', label: t`Currency`, value: account.currency },
    { id: 'available', label: t`Available`, value: money(account.available) },
  ];
  if (account.blockedAmount > 0) {
    facts.push({ id: 'held', label: t`Blocked amount`, value: money(account.blockedAmount) });
  }
  // The long numbers get a full line each, so they break only between the groups of four.
  const numbers: ProductFact[] = [
    { id: 'iban', label: 'IBAN', value: formatIban(account.iban) },
    { id: 'number', label: t`Account number`, value: account.accountNumber },
  ];
  return (
    <Card
      heading={account.name}
      label={nameRepeats ? `${account.name}, ${formatIban(account.iban)}` : undefined}
      className="product-card account-card"
    >
      <ProductHeadline label={t`Balance`} value={money(account.balance)} />
      <ProductFacts facts={facts} />
      <div className="account-card__numbers">
        <ProductFacts facts={numbers} />
      </div>
      <div className="product-card__actions">
        <Button
          variant="secondary"
          onPress={() => onCopy({ text: account.iban, label: 'IBAN', copied: t`IBAN copied` })}
        >
          <Trans>Copy IBAN</Trans>
        </Button>
        <Button variant="secondary" onPress={() => onRequisites(account)}>
          <Trans>Requisites</Trans>
        </Button>
      </div>
    </Card>
  );
}
