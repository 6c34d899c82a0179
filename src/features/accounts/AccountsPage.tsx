import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { HideBalancesToggle } from '../../shared/balances';
import { type CopyRequest, useCopy } from '../../shared/copy/useCopy';
import { EmptyState, nameRepeats, QueryStatus, type QueryView } from '../../shared/products';
import { type Account, useAccounts } from '../../shared/queries/accounts';
import { pageTitles } from '../../shared/sections';
import { Button } from '../../shared/ui/Button/Button';
import { AccountCard } from './AccountCard';
import { OpenAccountDialog } from './OpenAccountDialog';
import { RequisitesDialog } from './RequisitesDialog';
import '../../shared/products/products.css';
import '../../shared/products/sections.css';
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
                  <AccountCard
                    account={account}
                    onCopy={onCopy}
                    onRequisites={onRequisites}
                    nameRepeats={nameRepeats(accounts, account.name)}
                  />
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
