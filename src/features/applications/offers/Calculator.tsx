import { Trans, useLingui } from '@lingui/react/macro';
import {
  Group,
  Input,
  Label,
  NumberField,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import {
  amountRange,
  type CalculatorFigures,
  type CalculatorOffer,
  termRange,
} from '../../../../domain/loan-calculator';
import { Term } from '../../../shared/products/Term';
import { CostOfCredit } from './CostOfCredit';
import { manat } from './money';

export interface CalculatorProps {
  offer: CalculatorOffer;
  amount: number;
  month: number;
  figures: CalculatorFigures;
  isDisabled: boolean;
  onAmount: (value: number) => void;
  onMonth: (value: number) => void;
}

/**
 * The amount and month of the chosen offer, with the live rate, monthly payment and cost of
 * credit (APR, total payable, total interest).
 */
export function Calculator(props: CalculatorProps) {
  const { t } = useLingui();
  const { offer, amount, month, figures, isDisabled } = props;
  const amounts = amountRange(offer);
  const months = termRange(offer.durations);
  const fixed = amounts.min === amounts.max;
  const rate = figures.rate ?? 0;
  const payment = manat(figures.payment);
  const limit = manat(offer.debtToIncomeRatio);
  const lowest = manat(amounts.min);
  const highest = manat(amounts.max);
  return (
    <div className="loan-offers__calculator">
      <NumberField
        className="loan-offers__field"
        value={amount}
        minValue={amounts.min}
        maxValue={amounts.max}
        isDisabled={isDisabled}
        isReadOnly={fixed}
        formatOptions={{ useGrouping: false, maximumFractionDigits: 2 }}
        onChange={(value) => props.onAmount(value)}
      >
        <Label className="loan-offers__label">
          <Trans>Amount, ₼</Trans>
        </Label>
        <Group className="loan-offers__number">
          <Input className="loan-offers__input" />
        </Group>
        <span className="loan-offers__hint">
          {fixed
            ? t`The refinancing amount pays your loans off in full`
            : t`From ${lowest} to ${highest}`}
        </span>
      </NumberField>
      <Slider
        className="loan-offers__slider"
        value={month}
        minValue={months.min}
        maxValue={months.max}
        step={1}
        isDisabled={isDisabled}
        onChange={(value) => props.onMonth(value as number)}
      >
        <Label className="loan-offers__label">
          <Trans>Term in months</Trans>
        </Label>
        <SliderOutput className="loan-offers__slider-output">
          <Term months={month} />
        </SliderOutput>
        <SliderTrack className="loan-offers__track">
          <SliderThumb className="loan-offers__thumb" />
        </SliderTrack>
      </Slider>
      <dl className="loan-offers__figures" aria-live="polite">
        <div>
          <dt>
            <Trans>Monthly payment</Trans>
          </dt>
          <dd className="loan-offers__payment">{payment}</dd>
        </div>
        <div>
          <dt>
            <Trans>Annual rate</Trans>
          </dt>
          <dd>{figures.rate === undefined ? '—' : `${rate} %`}</dd>
        </div>
        {figures.cost && <CostOfCredit cost={figures.cost} />}
      </dl>
      {figures.overLimit && (
        <p className="loan-offers__warning" role="alert">
          <Trans>
            The monthly payment is over your limit of {limit}. Choose a smaller amount or a longer
            term.
          </Trans>
        </p>
      )}
    </div>
  );
}
