import { useLingui } from '@lingui/react/macro';
import { amountToMinor, formatMoney } from '../../../domain/money';
import { useBalancesHidden } from './preference';
import './balances.css';

export interface MoneyProps {
  /** Major units as the API sends them (1234.5). */
  amount: number;
  currency: string;
  /** Shown even when balances are hidden: amounts of operations, payments, rates. */
  alwaysVisible?: boolean;
  /** Adds a leading '+' to money coming in. */
  signed?: boolean;
  className?: string;
}

/** An amount in PRODUCT 9's format ('1 234.50 ₼'), masked when the customer hides balances. */
export function Money({ amount, currency, alwaysVisible, signed, className }: MoneyProps) {
  const { t } = useLingui();
  const hidden = useBalancesHidden() && !alwaysVisible;
  const classes = ['money', className].filter(Boolean).join(' ');
  if (hidden) {
    return (
      <span className={`${classes} money--hidden`} role="img" aria-label={t`Hidden`}>
        ••••
      </span>
    );
  }
  const minor = amountToMinor(amount, currency);
  const text = minor === undefined ? '' : formatMoney(minor, currency);
  const sign = signed && minor !== undefined && minor > 0 ? '+' : '';
  return <span className={classes}>{`${sign}${text}`}</span>;
}
