import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/Button/Button';
import { HideBalancesToggle } from '../balances';
import { EmptyState, QueryStatus, type QueryView } from '../products';
import { pageTitles } from '../shell/sections';
import { AccountCard } from './AccountCard';
import { OpenAccountDialog } from './OpenAccountDialog';
import { type Account, useAccounts } from './queries';
import { RequisitesDialog } from './RequisitesDialog';
import { type CopyRequest, useCopy } from './useCopy';
import '../products/products.css';
import '../home/home.css';
import './accounts.css';

export interface AccountsViewProps {
  query: QueryView<readonly Account[]>;
  onCopy: (request: CopyRequest) => void;
  onRequisites: (account: Account) => void;
  onOpenAccount: () => void;
}

/** The accounts page as drawn from what the bank answered (stories render it directly). */
export function AccountsView({ query, onCopy, onRequisites, onOpenAccount }: AccountsViewProps) {
  const { i18n, t } = useLingui();
  return (
    <section className="products-page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{i18n._(pageTitles.accounts)}</h1>
        <HideBalancesToggle />
        <Button variant="secondary" onPress={onOpenAccount}>
          <Trans>Open a new account</Trans>
        </Button>
      </header>
      <QueryStatus
        query={query}
        loadingLabel={t`Loading accounts`}
        errorText={t`The accounts could not be loaded.`}
      >
        {(accounts) =>
          accounts.length === 0 ? (
            <EmptyState>{t`You have no current accounts yet.`}</EmptyState>
          ) : (
            <ul className="product-list">
              {accounts.map((account) => (
                <li key={account.id}>
                  <AccountCard account={account} onCopy={onCopy} onRequisites={onRequisites} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </section>
  );
}

/** /accounts: the customer's current accounts, their IBANs and requisites; opening a new one. */
export function AccountsPage() {
  const { copy, fallback } = useCopy();
  const [requisitesOf, setRequisitesOf] = useState<Account | null>(null);
  const [opening, setOpening] = useState(false);
  return (
    <>
      <AccountsView
        query={useAccounts()}
        onCopy={copy}
        onRequisites={setRequisitesOf}
        onOpenAccount={() => setOpening(true)}
      />
      {requisitesOf && (
        <RequisitesDialog
          account={requisitesOf}
          onCopy={copy}
          onClose={() => setRequisitesOf(null)}
        />
      )}
      {opening && <OpenAccountDialog onClose={() => setOpening(false)} />}
      {fallback}
    </>
  );
}
