import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '../../../domain/locale';
import { Money } from '../../shared/balances';
import { useCurrentLocale } from '../../shared/current-locale';
import {
  formatRate,
  type ProductFact,
  ProductFacts,
  ProductHeadline,
  Term,
} from '../../shared/products';
import type { Loan } from '../../shared/queries/loans';
import { Button, Card } from '../../shared/ui';
import { NextPayment } from './NextPayment';

export interface LoanCardProps {
  loan: Loan;
  /** The bank day (yyyy-MM-dd) against which a next payment is late. */
  today: string;
  onOpenDetails: (loan: Loan) => void;
  /** Another loan on the page has the same name: the contract number joins the card's name. */
  nameRepeats?: boolean;
}

/** One loan with PRODUCT 3's summary fields; the schedule and history open from it. */
export function LoanCard({ loan, today, onOpenDetails, nameRepeats }: LoanCardProps) {
  const { t } = useLingui();
  const locale = useCurrentLocale();
  const { currency } = loan;
  const facts: ProductFact[] = [
    { id: 'contract', label: t`Contract number`, value: loan.contractNumber },
    { id: 'term', label: t`Term`, value: <Term months={loan.term} /> },
    { id: 'rate', label: t`Rate`, value: formatRate(loan.rate) },
    {
      id: 'monthly',
      label: t`Monthly payment`,
      value: <Money amount={loan.monthlyPayment} currency={currency} alwaysVisible />,
    },
    {
      id: 'next',
      label: t`Next payment`,
      value: <NextPayment loan={loan} today={today} />,
    },
    {
      id: 'outstanding',
      label: t`Outstanding balance`,
      value: <Money amount={loan.outstandingBalance} currency={currency} />,
    },
  ];
  return (
    <Card
      heading={loan.name}
      label={nameRepeats ? `${loan.name}, ${loan.contractNumber}` : undefined}
      className="product-card"
    >
      <ProductHeadline
        label={t`Remaining amount`}
        value={<Money amount={loan.remainingAmount} currency={currency} />}
      />
      <ProductFacts facts={facts} />
      <div className="product-card__actions">
        <Button variant="secondary" onPress={() => onOpenDetails(loan)}>
          <Trans>Schedule and payments</Trans>
        </Button>
        {loan.nextPayment && (
          <Link
            to="/{-$locale}/pre-payment"
            params={{ locale: localeParam(locale) }}
            search={{ loan: loan.id }}
            className="ui-button ui-button--secondary"
            aria-label={t`Repay early: ${loan.name}, ${loan.contractNumber}`}
          >
            <Trans>Repay early</Trans>
          </Link>
        )}
      </div>
    </Card>
  );
}
