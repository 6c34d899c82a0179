import { Trans } from '@lingui/react/macro';
import type { CalculatorFigures } from '../../../../domain/loan-calculator';
import { formatMoney } from '../../../../domain/money';

type Cost = NonNullable<CalculatorFigures['cost']>;

/** The APR as the papers print it: two decimals at most ('23.14 %'). */
export function aprText(cost: Cost): string {
  return `${cost.aprPercent} %`;
}

/**
 * The cost of credit beside the nominal rate (issue 15): the effective annual rate, everything
 * the customer pays and the interest in it, as terms of a description list.
 */
export function CostOfCredit({ cost }: { cost: Cost }) {
  const apr = aprText(cost);
  const payable = formatMoney(cost.totalPayableMinor, 'AZN');
  const interest = formatMoney(cost.totalInterestMinor, 'AZN');
  return (
    <>
      <div>
        <dt>
          <Trans>Effective annual rate (APR)</Trans>
        </dt>
        <dd>{apr}</dd>
      </div>
      <div>
        <dt>
          <Trans>Total payable</Trans>
        </dt>
        <dd>{payable}</dd>
      </div>
      <div>
        <dt>
          <Trans>Total interest</Trans>
        </dt>
        <dd>{interest}</dd>
      </div>
    </>
  );
}
