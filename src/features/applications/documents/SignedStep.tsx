import { Trans } from '@lingui/react/macro';
import type { StepProps } from '../step-props';
import { useStatusWatch } from './useStatusWatch';
import './documents.css';

/** SIGNED (step 6, 5 for accounts and deposits): the bank makes its final decision. */
export default function SignedStep(props: StepProps) {
  useStatusWatch(props);
  const { order } = props;
  return (
    <section className="documents" aria-labelledby="signed-title">
      <h2 id="signed-title" className="documents__title">
        <Trans>Documents signed</Trans>
      </h2>
      <p className="documents__note" role="status">
        {order.productType === 'ACCOUNT' || order.productType === 'DEPOSIT' ? (
          <Trans>
            Thank you, your documents are signed. The bank is now giving its final approval; we will
            tell you here as soon as it is open.
          </Trans>
        ) : (
          <Trans>
            Thank you, your documents are signed. The bank is now giving its final approval; we will
            tell you here as soon as the loan is granted.
          </Trans>
        )}
      </p>
    </section>
  );
}
