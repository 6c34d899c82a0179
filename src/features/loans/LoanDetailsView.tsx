import { Trans, useLingui } from '@lingui/react/macro';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Money } from '../../shared/balances';
import { ProductFacts, QueryStatus, type QueryView } from '../../shared/products';
import type { LoanDetails } from '../../shared/queries/loans';
import { LoanPaymentHistory } from './LoanPaymentHistory';
import { LoanSchedule } from './LoanSchedule';
import { NextPayment } from './NextPayment';
import './loans.css';

export type LoanDetailsTab = 'schedule' | 'history';

export interface LoanDetailsViewProps {
  query: QueryView<LoanDetails>;
  today: string;
  /** The tab shown first; the schedule unless told. */
  defaultTab?: LoanDetailsTab;
}

/** A loan's schedule and payment history, as two tabs under a short summary. */
export function LoanDetailsView({ query, today, defaultTab = 'schedule' }: LoanDetailsViewProps) {
  const { t } = useLingui();
  return (
    <QueryStatus
      query={query}
      loadingLabel={t`Loading the loan`}
      errorText={t`The loan details could not be loaded.`}
    >
      {(loan) => (
        <div className="loan-details">
          <ProductFacts
            facts={[
              { id: 'contract', label: t`Contract number`, value: loan.contractNumber },
              {
                id: 'remaining',
                label: t`Remaining amount`,
                value: <Money amount={loan.remainingAmount} currency={loan.currency} />,
              },
              {
                id: 'next',
                label: t`Next payment`,
                value: <NextPayment loan={loan} today={today} />,
              },
            ]}
          />
          <Tabs className="loan-tabs" defaultSelectedKey={defaultTab}>
            <TabList className="loan-tabs__list" aria-label={t`Loan details`}>
              <Tab id="schedule" className="loan-tabs__tab">
                <Trans>Schedule</Trans>
              </Tab>
              <Tab id="history" className="loan-tabs__tab">
                <Trans>Payment history</Trans>
              </Tab>
            </TabList>
            <TabPanel id="schedule" className="loan-tabs__panel">
              <LoanSchedule schedule={loan.schedule} currency={loan.currency} today={today} />
            </TabPanel>
            <TabPanel id="history" className="loan-tabs__panel">
              <LoanPaymentHistory payments={loan.paymentHistory} currency={loan.currency} />
            </TabPanel>
          </Tabs>
        </div>
      )}
    </QueryStatus>
  );
}
