import { Trans, useLingui } from '@lingui/react/macro';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { type CalculatorOffer, isRefinancingOffer } from '../../../../domain/loan-calculator';
import { Term } from '../../../shared/products/Term';
import { manat } from './money';

export interface OfferCardsProps {
  offers: readonly CalculatorOffer[];
  offerId: string | null;
  isDisabled: boolean;
  onPick: (offerId: string) => void;
}

/** The plain credit offers as selectable cards: amount, term, rate and monthly payment. */
export function OfferCards({ offers, offerId, isDisabled, onPick }: OfferCardsProps) {
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
          </Radio>
        );
      })}
    </RadioGroup>
  );
}
