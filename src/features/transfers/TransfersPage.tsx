import { useLingui } from '@lingui/react/macro';
import type { TransferProducts } from '../../../machines/transferForm.draft';
import { QueryStatus, type QueryView } from '../../shared/products';
import { useAccounts } from '../../shared/queries/accounts';
import { useCards } from '../../shared/queries/cards';
import { usePaymentMethods } from '../../shared/queries/payment-methods';
import { pageTitles } from '../../shared/sections';
import { LimitsNote } from './LimitsNote';
import { useTransferLimits } from './queries';
import { TransferFlow } from './TransferFlow';
import '../../shared/products/products.css';
import '../../shared/products/sections.css';
import '../../shared/movement/movement.css';
import './transfers.css';

/**
 * The accounts and the cards as one query-shaped result: the form needs both. The default
 * payment source is waited for too, so the form opens on it, but the form works without it.
 */
function useTransferProducts(): QueryView<TransferProducts> {
  const accounts = useAccounts();
  const cards = useCards();
  const methods = usePaymentMethods();
  const both = [accounts, cards];
  const status = both.some((query) => query.status === 'error')
    ? 'error'
    : both.some((query) => query.status === 'pending') || methods.status === 'pending'
      ? 'pending'
      : 'success';
  const defaultSource = methods.data?.defaultProductId ?? null;
  return {
    status,
    data:
      accounts.data && cards.data
        ? { accounts: accounts.data, cards: cards.data, defaultSource }
        : undefined,
    isFetching: accounts.isFetching || cards.isFetching,
    refetch: () => Promise.all(both.map((query) => query.refetch())),
  };
}

/** /transfers: the four types of PRODUCT 4.5 in one form, and what is left of the limits. */
export function TransfersPage() {
  const { i18n, t } = useLingui();
  const products = useTransferProducts();
  const limits = useTransferLimits();
  return (
    <section className="products-page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{i18n._(pageTitles.transfers)}</h1>
      </header>
      <LimitsNote query={limits} />
      <QueryStatus
        query={products}
        loadingLabel={t`Loading your accounts and cards`}
        errorText={t`Your accounts and cards could not be loaded.`}
      >
        {(data) => <TransferFlow products={data} />}
      </QueryStatus>
    </section>
  );
}
