import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { amountToMinor, formatMoney } from '../../../../domain/money';
import { api, unwrap } from '../../../shared/api';

const manat = (amount: number) => formatMoney(amountToMinor(amount, 'AZN') ?? 0, 'AZN');

/**
 * SPEC 3: the salary and official income given with the application, shown back on step 1 so
 * the customer sees what the offers were asked with. Nothing shows for an application made
 * before they were asked.
 */
export function ApplicationIncome({ applicationId }: { applicationId: string }) {
  const application = useQuery({
    queryKey: ['loan-application', applicationId],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/loan-applications/v1/loan-applications/{id}', {
          params: { path: { id: applicationId } },
          signal,
        }),
      ),
  });
  const salary = application.data?.salary;
  if (salary === undefined || salary === null) return null;
  const official = application.data?.officialIncome;
  return (
    <dl className="loan-offers__income">
      <div>
        <dt>
          <Trans>Monthly salary</Trans>
        </dt>
        <dd>{manat(salary)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Official income</Trans>
        </dt>
        <dd>
          {official === undefined || official === null ? <Trans>Not given</Trans> : manat(official)}
        </dd>
      </div>
    </dl>
  );
}
