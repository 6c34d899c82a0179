import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { components } from '../../../openapi/generated/schema';
import { HideBalancesToggle } from '../../shared/balances';
import { EmptyState, QueryStatus, type QueryView } from '../../shared/products';
import { useAccounts } from '../../shared/queries/accounts';
import { useCards } from '../../shared/queries/cards';
import { useDeposits } from '../../shared/queries/deposits';
import { useLoans } from '../../shared/queries/loans';
import { pageTitles } from '../../shared/sections';
import { AccountRows, DepositRows, LoanRows } from './glance';
import { NextSteps } from './NextSteps';
import { ProductSection } from './ProductSection';
import { TotalsSection } from './TotalsSection';
import '../../shared/products/products.css';
import '../../shared/products/sections.css';

type Schemas = components['schemas'];

/** The cards are their own feature: the route that composes the page draws them. */
export interface HomeSlots {
  renderCards: (cards: readonly Schemas['Card'][]) => ReactNode;
}

export interface HomeViewProps extends HomeSlots {
  cards: QueryView<readonly Schemas['Card'][]>;
  accounts: QueryView<readonly Schemas['Account'][]>;
  deposits: QueryView<readonly Schemas['Deposit'][]>;
  loans: QueryView<readonly Schemas['Loan'][]>;
}

interface ListStateProps<T> {
  query: QueryView<readonly T[]>;
  loadingLabel: string;
  errorText: string;
  emptyText: string;
  children: (list: readonly T[]) => ReactNode;
}

/** A home list: loading, failed with a retry, empty, or the products. */
function ListState<T>({ query, loadingLabel, errorText, emptyText, children }: ListStateProps<T>) {
  return (
    <QueryStatus query={query} loadingLabel={loadingLabel} errorText={errorText}>
      {(list) => (list.length === 0 ? <EmptyState>{emptyText}</EmptyState> : children(list))}
    </QueryStatus>
  );
}

/** Every list answered and empty: a customer who has nothing with the bank yet. */
function hasNoProducts(queries: readonly QueryView<readonly unknown[]>[]): boolean {
  return queries.every((query) => query.status === 'success' && query.data?.length === 0);
}

/** The home page drawn from the bank's answers (stories render it directly). */
export function HomeView(props: HomeViewProps) {
  const { i18n } = useLingui();
  const { cards, accounts, deposits, loans } = props;
  // A new customer has no balance to hide: the toggle waits for the first product.
  const isNew = hasNoProducts([cards, accounts, deposits, loans]);
  return (
    <section className="products-page home" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{i18n._(pageTitles.home)}</h1>
        {!isNew && <HideBalancesToggle />}
      </header>
      {isNew ? <NextSteps /> : <Products {...props} />}
    </section>
  );
}

/** Totals, then cards, accounts, deposits and loans, each loading, failed, empty or listed. */
function Products({ cards, accounts, deposits, loans, renderCards }: HomeViewProps) {
  const { i18n, t } = useLingui();
  return (
    <>
      <TotalsSection accounts={accounts} deposits={deposits} loans={loans} />
      <ProductSection title={t`Cards`}>
        <ListState
          query={cards}
          loadingLabel={t`Loading cards`}
          errorText={t`The cards could not be loaded.`}
          emptyText={t`You have no cards yet.`}
        >
          {renderCards}
        </ListState>
      </ProductSection>
      <ProductSection
        title={i18n._(pageTitles.accounts)}
        more={{ to: '/{-$locale}/accounts', label: t`All accounts` }}
      >
        <ListState
          query={accounts}
          loadingLabel={t`Loading accounts`}
          errorText={t`The accounts could not be loaded.`}
          emptyText={t`You have no current accounts yet.`}
        >
          {(list) => <AccountRows accounts={list} />}
        </ListState>
      </ProductSection>
      <ProductSection
        title={i18n._(pageTitles.deposits)}
        more={{ to: '/{-$locale}/deposits', label: t`All deposits` }}
      >
        <ListState
          query={deposits}
          loadingLabel={t`Loading deposits`}
          errorText={t`The deposits could not be loaded.`}
          emptyText={t`You have no deposits yet.`}
        >
          {(list) => <DepositRows deposits={list} />}
        </ListState>
      </ProductSection>
      <ProductSection
        title={i18n._(pageTitles.loans)}
        more={{ to: '/{-$locale}/loans', label: t`All loans` }}
      >
        <ListState
          query={loans}
          loadingLabel={t`Loading loans`}
          errorText={t`The loans could not be loaded.`}
          emptyText={t`You have no loans.`}
        >
          {(list) => <LoanRows loans={list} />}
        </ListState>
      </ProductSection>
    </>
  );
}

/** The signed-in home: totals, then cards, accounts, deposits and loans at a glance. */
export function HomePage({ renderCards }: HomeSlots) {
  return (
    <HomeView
      renderCards={renderCards}
      cards={useCards()}
      accounts={useAccounts()}
      deposits={useDeposits()}
      loans={useLoans()}
    />
  );
}
