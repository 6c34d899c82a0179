import { Trans } from '@lingui/react/macro';
import type { components } from '../../../openapi/generated/schema';
import { Money } from '../../shared/balances';
import type { QueryView } from '../../shared/products';

type TransferLimits = components['schemas']['TransferLimits'];

/**
 * What is left today and this month of the limits for transfers to others; own products are
 * not limited. Nothing is shown until the bank answers: the form works without it.
 */
export function LimitsNote({ query }: { query: QueryView<TransferLimits> }) {
  const limits = query.data;
  if (!limits) return null;
  const money = (amount: number) => (
    <Money amount={amount} currency={limits.currency} alwaysVisible />
  );
  const leftToday = money(limits.dailyLeft);
  const daily = money(limits.daily);
  const leftThisMonth = money(limits.monthlyLeft);
  const monthly = money(limits.monthly);
  return (
    <p className="movement__note">
      <Trans>
        Left for transfers to others today: {leftToday} of {daily}; this month: {leftThisMonth} of{' '}
        {monthly}.
      </Trans>
    </p>
  );
}
