import { useLingui } from '@lingui/react/macro';
import { getCreditMachine } from '../../../../machines/getCredit.machine';
import { api } from '../../../shared/api/client';
import { useBankChart } from '../../../shared/charts/useBankChart';
import { useOpenCreatedRequest } from '../../../shared/products/useOpenCreatedRequest';
import { pageTitles } from '../../../shared/sections';
import { toast } from '../../../shared/ui/Toast/toast';
import { GetCreditForm } from './GetCreditForm';
import { createGetCreditServices } from './services';

/**
 * /get-credit: starts a credit or refinancing application, then opens it on /loan-requests/{id}.
 * The phone is the customer's registered mobile (the profile shows it masked; the bank fills it
 * in), unless they type another; the video call later uses the application's number.
 */
export function GetCreditPage({ registeredPhone }: { registeredPhone: string | null }) {
  const { t, i18n } = useLingui();
  const { snapshot, send, actor } = useBankChart(getCreditMachine, {
    calls: createGetCreditServices(api),
    on: {
      error: ({ message }) => {
        // PRODUCT 8: loan calls show the bank's message, or 'Xəta baş verdi'.
        toast.show({ tone: 'error', title: message || t`An error occurred` });
      },
    },
  });
  useOpenCreatedRequest(actor);

  return (
    <section className="get-credit" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(pageTitles.getCredit)}</h1>
      <GetCreditForm snapshot={snapshot} send={send} registeredPhone={registeredPhone} />
    </section>
  );
}
