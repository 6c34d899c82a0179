import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Switch } from 'react-aria-components';
import { filterRequests, type Order } from '../../../../domain/loan-requests';
import { useOrders } from '../../../shared/queries/orders';
import { pageTitles } from '../../../shared/sections';
import { requestModalCloseMs } from '../../../shared/ui/constants';
import { LoanRequestDialog } from './LoanRequestDialog';
import { LoanRequestList } from './LoanRequestList';
import './loan-requests.css';

export type LoanRequestsSection = 'current' | 'archive';

export interface LoanRequestsPageProps {
  section: LoanRequestsSection;
  /** The request whose modal is open over the list (/loan-requests/{id}). */
  openId?: string;
}

/** The archive holds exactly what the default list hides: finished and canceled requests. */
function archived(orders: readonly Order[]): Order[] {
  const current = new Set(filterRequests(orders, false));
  return orders.filter((order) => !current.has(order));
}

/** /loan-requests, /loan-requests/archive and /loan-requests/{id} (the modal over the list). */
export function LoanRequestsPage({ section, openId }: LoanRequestsPageProps) {
  const { t, i18n } = useLingui();
  const orders = useOrders();
  const [showAll, setShowAll] = useState(false);
  const all = orders.data;
  const shown = all && (section === 'archive' ? archived(all) : filterRequests(all, showAll));
  const title = section === 'archive' ? pageTitles.loanRequestArchive : pageTitles.loanRequests;
  return (
    <section className="loan-requests" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(title)}</h1>
      <div className="loan-requests__bar">
        <nav aria-label={t`Requests`} className="loan-requests__tabs">
          <Link
            to="/{-$locale}/loan-requests"
            params={(previous) => previous}
            activeOptions={{ exact: true }}
            className="loan-requests__tab"
          >
            {i18n._(pageTitles.loanRequests)}
          </Link>
          <Link
            to="/{-$locale}/loan-requests/archive"
            params={(previous) => previous}
            className="loan-requests__tab"
          >
            {i18n._(pageTitles.loanRequestArchive)}
          </Link>
        </nav>
        {section === 'current' && (
          <Switch className="loan-requests__show-all" isSelected={showAll} onChange={setShowAll}>
            <span className="loan-requests__track" aria-hidden="true">
              <span className="loan-requests__thumb" />
            </span>
            <Trans>Show all requests</Trans>
          </Switch>
        )}
      </div>
      <LoanRequestList
        orders={shown}
        emptyText={section === 'archive' ? t`The archive is empty.` : t`You have no open requests.`}
      />
      {openId !== undefined && (
        <RequestModal
          key={openId}
          order={all?.find((order) => order.id === openId)}
          isLoading={orders.isPending}
        />
      )}
    </section>
  );
}

/** Closes with its animation first (PRODUCT 9: 350 ms), then returns to the list. */
function RequestModal({ order, isLoading }: { order: Order | undefined; isLoading: boolean }) {
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      void navigate({ to: '/{-$locale}/loan-requests', params: (previous) => previous });
    }, requestModalCloseMs);
    return () => clearTimeout(timer);
  }, [closing, navigate]);
  return (
    <LoanRequestDialog
      order={order}
      isLoading={isLoading}
      isOpen={!closing}
      onClose={() => setClosing(true)}
    />
  );
}
