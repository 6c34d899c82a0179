import { Trans, useLingui } from '@lingui/react/macro';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  type CalculatorOffer,
  calculatorFigures,
  isRefinancingOffer,
} from '../../../../domain/loan-calculator';
import { formatMoney } from '../../../../domain/money';
import { Term } from '../../../shared/products/Term';
import { aprText } from './CostOfCredit';
import { manat } from './money';

export interface OfferCardsProps {
  offers: readonly CalculatorOffer[];
  offerId: string | null;
  /** yyyy-MM-dd the cost of credit counts from. */
  today: string;
  isDisabled: boolean;
  onPick: (offerId: string) => void;
}

/** What an offer costs at its own amount and term, as a card's last line. */
function CardCost({ offer, today }: { offer: CalculatorOffer; today: string }) {
  const { cost } = calculatorFigures(offer, offer.amount, offer.term, today);
  if (!cost) return null;
  const apr = aprText(cost);
  const payable = formatMoney(cost.totalPayableMinor, 'AZN');
  const interest = formatMoney(cost.totalInterestMinor, 'AZN');
  return (
    <span className="loan-offers__card-cost">
      <span>
        <Trans>APR {apr}</Trans>
      </span>
      <span>
        <Trans>Total payable {payable}</Trans>
      </span>
      <span>
        <Trans>of which interest {interest}</Trans>
      </span>
    </span>
  );
}

/**
 * The plain credit offers as selectable cards: amount, term, nominal rate, monthly payment and
 * the cost of credit at the offer's own amount and term.
 */
export function OfferCards({ offers, offerId, today, isDisabled, onPick }: OfferCardsProps) {
  const { t } = useLingui();
  const credit = offers.filter((offer) => !isRefinancingOffer(offer));
  if (credit.length === 0) return null;
  const selected = credit.some((offer) => offer.id === offerId) ? offerId : null;
  return (
    <RadioGroup
      className="loan-offers__cards"
      value={selected}
      isDisabled={isDisabled}
      onChange={onPick}
    >
      <Label className="loan-offers__label">
        <Trans>The bank's offers</Trans>
      </Label>
      {credit.map((offer) => {
        const payment = manat(offer.monthlyPayment);
        const rate = offer.interest;
        return (
          <Radio key={offer.id} value={offer.id} className="loan-offers__card">
            <span className="loan-offers__card-amount">{manat(offer.amount)}</span>
            <span className="loan-offers__card-terms">
              <Term months={offer.term} /> · {t`${rate} % a year`}
            </span>
            <span className="loan-offers__card-payment">
              <Trans>{payment} a month</Trans>
            </span>
            <CardCost offer={offer} today={today} />
          </Radio>
        );
      })}
    </RadioGroup>
  );
}
