import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type PrepaymentInput, prepaymentMachine } from '../../../machines/prepayment.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { QueryStatus } from '../../shared/products';
import { accountsQueryKey } from '../../shared/queries/accounts';
import { type Loan, loansQueryKey, useLoans } from '../../shared/queries/loans';
import { ordersQueryKey } from '../../shared/queries/orders';
import { pageTitles } from '../../shared/sections';
import { PrepaymentView } from './PrepaymentView';
import { createPrepaymentServices } from './services';

export interface PrepaymentSearch {
  /** A loan to start with (the loan card's "Repay early"). */
  loan?: string;
  /** A request to show by its id. */
  request?: string;
}

/** /pre-payment: early repayment of a running loan (PRODUCT 4.5), over the customer's loans. */
export function PrepaymentPage({ search }: { search: PrepaymentSearch }) {
  const { t, i18n } = useLingui();
  const loans = useLoans();
  return (
    <section className="products-page" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(pageTitles.prePayment)}</h1>
      <QueryStatus
        query={loans}
        loadingLabel={t`Loading loans`}
        errorText={t`The loans could not be loaded.`}
      >
        {(list) => (
          <PrepaymentFlow
            key={`${search.loan ?? ''}/${search.request ?? ''}`}
            input={{ loans: list, loanId: search.loan, prepaymentId: search.request }}
          />
        )}
      </QueryStatus>
    </section>
  );
}

/** The chart, started once the loans are in; a made or canceled request refreshes the products. */
function PrepaymentFlow({ input }: { input: PrepaymentInput & { loans: readonly Loan[] } }) {
  const queryClient = useQueryClient();
  const { snapshot, send } = useBankChart(prepaymentMachine, {
    calls: createPrepaymentServices(api),
    input,
    on: {
      changed: () => {
        for (const queryKey of [loansQueryKey, accountsQueryKey, ordersQueryKey, ['operations']]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      },
    },
  });
  // The loans read again (after a repayment) reach the chart: a closed loan leaves the choice.
  useEffect(() => send({ type: 'LOANS', loans: input.loans }), [input.loans, send]);
  return <PrepaymentView snapshot={snapshot} send={send} />;
}
