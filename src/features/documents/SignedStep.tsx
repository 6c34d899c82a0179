import { Trans } from '@lingui/react/macro';
import './documents.css';

/** SIGNED (step 6): the documents are signed and the bank makes its final decision. */
export default function SignedStep() {
  return (
    <section className="documents" aria-labelledby="signed-title">
      <h2 id="signed-title" className="documents__title">
        <Trans>Documents signed</Trans>
      </h2>
      <p className="documents__note" role="status">
        <Trans>
          Thank you, your documents are signed. The bank is now giving its final approval; we will
          tell you here as soon as the loan is granted.
        </Trans>
      </p>
    </section>
  );
}
