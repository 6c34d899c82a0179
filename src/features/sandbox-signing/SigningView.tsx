import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import { amountToMinor, formatMoney } from '../../../domain/money';
import type {
  SigningAppEvent,
  SigningSession,
  signingAppMachine,
} from '../../../machines/signingApp.machine';
import { Button } from '../../shared/ui/Button/Button';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { signingProductLabels } from './product-labels';
import './signing.css';

export interface SigningViewProps {
  snapshot: SnapshotFrom<typeof signingAppMachine>;
  send: (event: SigningAppEvent) => void;
  /** Where each document opens as PDF. */
  documentUrl: (documentId: string) => string;
}

/** The sandbox signing app: the application's summary, its documents, and signing them. */
export function SigningView(props: SigningViewProps) {
  return (
    <section className="signing" aria-labelledby="signing-title">
      <h1 id="signing-title">
        <Trans>Signing app</Trans>
      </h1>
      <p className="signing__note" role="note">
        <Trans>
          This page exists only in sandbox mode. It stands in for the bank's mobile signing app that
          the QR code opens.
        </Trans>
      </p>
      <SigningBody {...props} />
    </section>
  );
}

function SigningBody({ snapshot, send, documentUrl }: SigningViewProps) {
  const { session, problem } = snapshot.context;
  if (snapshot.matches('notFound')) {
    return (
      <p role="alert">
        <Trans>
          This signing link is unknown or no longer valid. Open the newest QR code in the internet
          bank.
        </Trans>
      </p>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <>
        <div role="alert" className="signing__problem">
          <p>
            <Trans>That did not go through.</Trans>
          </p>
          <p>{problem || <Trans>The signing app could not reach the bank.</Trans>}</p>
        </div>
        <Button onPress={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </>
    );
  }
  if (!session) return <Spinner />;
  return (
    <>
      <SessionSummary session={session} documentUrl={documentUrl} />
      {snapshot.matches('signed') ? (
        <p className="signing__done" role="status">
          <Trans>The documents are signed. You can return to the internet bank.</Trans>
        </p>
      ) : (
        <Button isPending={snapshot.matches('signing')} onPress={() => send({ type: 'SIGN' })}>
          <Trans>Sign</Trans>
        </Button>
      )}
    </>
  );
}

function SessionSummary({
  session,
  documentUrl,
}: {
  session: SigningSession;
  documentUrl: SigningViewProps['documentUrl'];
}) {
  const { i18n } = useLingui();
  const minor = amountToMinor(session.amount, session.currency);
  const months = session.term;
  return (
    <>
      <dl className="signing__summary">
        <div>
          <dt>
            <Trans>Product</Trans>
          </dt>
          <dd>{i18n._(signingProductLabels[session.product])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>{minor === undefined ? '' : formatMoney(minor, session.currency)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Term</Trans>
          </dt>
          <dd>
            <Plural value={months} one="# month" other="# months" />
          </dd>
        </div>
      </dl>
      <h2 className="signing__subtitle">
        <Trans>Documents to sign</Trans>
      </h2>
      <ul className="signing__documents">
        {session.documents.map((document) => (
          <li key={document.id}>
            <a href={documentUrl(document.id)} target="_blank" rel="noopener">
              {document.title}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
