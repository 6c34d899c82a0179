import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../openapi/generated/schema';
import { Money } from '../../shared/balances';
import { EmptyState, QueryStatus, type QueryView } from '../../shared/products';
import { ProductSection } from './ProductSection';
import { type CurrencyTotal, toAmount, totalsByCurrency } from './totals';

type Schemas = components['schemas'];

export interface TotalsSectionProps {
  accounts: QueryView<readonly Schemas['Account'][]>;
  deposits: QueryView<readonly Schemas['Deposit'][]>;
  loans: QueryView<readonly Schemas['Loan'][]>;
}

/** Three answers as one: failed when any failed (retrying those), loading until all are in. */
function together({ accounts, deposits, loans }: TotalsSectionProps): QueryView<CurrencyTotal[]> {
  const failed = [accounts, deposits, loans].filter((part) => part.status === 'error');
  const ready = accounts.data && deposits.data && loans.data;
  return {
    status: failed.length > 0 ? 'error' : ready ? 'success' : 'pending',
    data: ready
      ? totalsByCurrency(accounts.data ?? [], deposits.data ?? [], loans.data ?? [])
      : undefined,
    isFetching: failed.some((part) => part.isFetching),
    refetch: () => Promise.all(failed.map((part) => part.refetch())),
  };
}

/** Own money and debt per currency; amounts in different currencies are never added up. */
export function TotalsSection(props: TotalsSectionProps) {
  const { t } = useLingui();
  return (
    <ProductSection title={t`My money`}>
      <QueryStatus
        query={together(props)}
        loadingLabel={t`Counting the totals`}
        errorText={t`The totals could not be counted.`}
      >
        {(totals) =>
          totals.length === 0 ? (
            <EmptyState>{t`Nothing to sum up yet.`}</EmptyState>
          ) : (
            <ul className="totals">
              {totals.map((total) => (
                <CurrencyTotalCard key={total.currency} total={total} />
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </ProductSection>
  );
}

function CurrencyTotalCard({ total }: { total: CurrencyTotal }) {
  const { t } = useLingui();
  const money = (minor: number) => (
    <Money amount={toAmount(minor, total.currency)} currency={total.currency} />
  );
  const parts: [string, number][] = [
    [t`On accounts`, total.accounts],
    [t`In deposits`, total.deposits],
  ];
  return (
    <li className="totals__currency">
      <h3 className="totals__code">{total.currency}</h3>
      <p className="totals__own">
        <span className="totals__label">
          <Trans>Own money</Trans>
        </span>
        {money(total.own)}
      </p>
      <dl className="totals__parts">
        {parts.map(([label, minor]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{money(minor)}</dd>
          </div>
        ))}
        {total.debt > 0 && (
          <div className="totals__debt">
            <dt>{t`Loan debt`}</dt>
            <dd>{money(total.debt)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
