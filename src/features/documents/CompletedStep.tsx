import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '../../domain/locale';
import type { StepProps } from '../loan-requests/StepContent';
import { useCurrentLocale } from '../shell/current-locale';
import './documents.css';

/** COMPLETED: the loan is granted and paid out; an account or deposit is simply open. */
export default function CompletedStep({ order }: Pick<StepProps, 'order'>) {
  const locale = useCurrentLocale();
  if (order.productType !== 'LOAN') {
    return (
      <p className="documents__note documents__note--success" role="status">
        <Trans>Your request is completed.</Trans>
      </p>
    );
  }
  return (
    <section className="documents" aria-labelledby="completed-title">
      <h2 id="completed-title" className="documents__title">
        <Trans>The loan is granted</Trans>
      </h2>
      <p className="documents__note documents__note--success" role="status">
        <Trans>Congratulations! The money is on your account.</Trans>
      </p>
      <p className="documents__link">
        <Link to="/{-$locale}/loans" params={{ locale: localeParam(locale) }}>
          <Trans>Go to my loans</Trans>
        </Link>
      </p>
    </section>
  );
}
