import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '../../../../domain/locale';
import { useCurrentLocale } from '../../../shared/current-locale';
import type { StepProps } from '../step-props';
import './documents.css';

/** COMPLETED: the loan is granted and paid out; the account or deposit is open. */
export default function CompletedStep({ order }: Pick<StepProps, 'order'>) {
  const locale = useCurrentLocale();
  if (order.productType === 'ACCOUNT' || order.productType === 'DEPOSIT') {
    return <ProductOpened productType={order.productType} />;
  }
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

/** The new account or deposit, with the way to its page. */
function ProductOpened({ productType }: { productType: 'ACCOUNT' | 'DEPOSIT' }) {
  const params = { locale: localeParam(useCurrentLocale()) };
  const account = productType === 'ACCOUNT';
  return (
    <section className="documents" aria-labelledby="completed-title">
      <h2 id="completed-title" className="documents__title">
        {account ? <Trans>The account is open</Trans> : <Trans>The deposit is open</Trans>}
      </h2>
      <p className="documents__note documents__note--success" role="status">
        {account ? (
          <Trans>Congratulations! Your new current account is ready to use.</Trans>
        ) : (
          <Trans>
            Congratulations! The deposit is funded from your account and earns interest.
          </Trans>
        )}
      </p>
      <p className="documents__link">
        {account ? (
          <Link to="/{-$locale}/accounts" params={params}>
            <Trans>Go to my accounts</Trans>
          </Link>
        ) : (
          <Link to="/{-$locale}/deposits" params={params}>
            <Trans>Go to my deposits</Trans>
          </Link>
        )}
      </p>
    </section>
  );
}
