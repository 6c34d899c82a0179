import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../domain/date-format';
import { formatIban } from '../../../domain/iban';
import type { components } from '../../../openapi/generated/schema';
import { Money } from '../../shared/balances';
import { ProductRow } from './ProductSection';

type Schemas = components['schemas'];

/** Current accounts at a glance: name, IBAN, balance. */
export function AccountRows({ accounts }: { accounts: readonly Schemas['Account'][] }) {
  return (
    <ul className="product-rows">
      {accounts.map((account) => (
        <ProductRow
          key={account.id}
          name={account.name}
          detail={formatIban(account.iban)}
          amount={<Money amount={account.balance} currency={account.currency} />}
          note={account.currency}
        />
      ))}
    </ul>
  );
}

/** Deposits at a glance: name, rate and end date, principal with accrued interest. */
export function DepositRows({ deposits }: { deposits: readonly Schemas['Deposit'][] }) {
  const { t } = useLingui();
  return (
    <ul className="product-rows">
      {deposits.map((deposit) => (
        <ProductRow
          key={deposit.id}
          name={deposit.name}
          detail={t`${deposit.rate}% until ${formatDate(deposit.endDate)}`}
          amount={<Money amount={deposit.totalAmount} currency={deposit.currency} />}
          note={
            <Trans>
              incl. interest <Money amount={deposit.accruedInterest} currency={deposit.currency} />
            </Trans>
          }
        />
      ))}
    </ul>
  );
}

/** Loans at a glance: name, the next instalment, the principal still owed. */
export function LoanRows({ loans }: { loans: readonly Schemas['Loan'][] }) {
  return (
    <ul className="product-rows">
      {loans.map((loan) => (
        <ProductRow
          key={loan.id}
          name={loan.name}
          detail={
            loan.nextPayment ? (
              <Trans>
                Next payment{' '}
                <Money amount={loan.nextPayment.amount} currency={loan.currency} alwaysVisible /> on{' '}
                {formatDate(loan.nextPayment.date)}
              </Trans>
            ) : (
              <Trans>Repaid</Trans>
            )
          }
          amount={<Money amount={loan.remainingAmount} currency={loan.currency} />}
          note={<Trans>left to repay</Trans>}
        />
      ))}
    </ul>
  );
}
