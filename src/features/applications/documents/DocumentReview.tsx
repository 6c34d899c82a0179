import { Trans } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import {
  currentDocument,
  type DocumentReviewEvent,
  type documentReviewMachine,
} from '../../../../machines/documentReview.machine';
import { Button } from '../../../shared/ui/Button/Button';
import { Spinner } from '../../../shared/ui/Spinner/Spinner';
import { DocumentViewer } from './DocumentViewer';
import { SigningQr } from './SigningQr';
import './documents.css';

export interface DocumentReviewProps {
  snapshot: SnapshotFrom<typeof documentReviewMachine>;
  send: (event: DocumentReviewEvent) => void;
}

/** Step 4: the documents one at a time, each read and accepted, then the QR code to sign them. */
export function DocumentReview(props: DocumentReviewProps) {
  return (
    <section className="documents" aria-labelledby="documents-title">
      <h2 id="documents-title" className="documents__title">
        <Trans>Documents and signature</Trans>
      </h2>
      <ReviewBody {...props} />
    </section>
  );
}

function ReviewBody({ snapshot, send }: DocumentReviewProps) {
  if (snapshot.matches('preparing')) {
    return (
      <div className="documents__note" role="status">
        <Spinner size="sm" />
        <p>
          <Trans>The bank is preparing your documents. This screen updates by itself.</Trans>
        </p>
      </div>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <>
        <p role="alert">
          <Trans>The documents step did not go through.</Trans>
        </p>
        <Button onPress={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </>
    );
  }
  if (snapshot.matches('reviewing') || snapshot.matches('accepting')) {
    return <DocumentToAccept snapshot={snapshot} send={send} />;
  }
  const { link } = snapshot.context;
  if (link && (snapshot.matches('awaitingSignature') || snapshot.matches('moved'))) {
    return <SigningQr link={link} />;
  }
  return <Spinner />;
}

function DocumentToAccept({ snapshot, send }: DocumentReviewProps) {
  const { documents, index } = snapshot.context;
  const document = currentDocument(snapshot.context);
  if (!document) return null;
  // Each paper's own title, as the bank prints it (two OTHER papers never share one).
  const { title } = document;
  const position = index + 1;
  const total = documents.length;
  return (
    <div className="documents__review">
      <div aria-live="polite">
        <h3 className="documents__name">{title}</h3>
        <p className="documents__position">
          <Trans>
            Document {position} of {total}
          </Trans>
        </p>
      </div>
      <DocumentViewer key={document.id} content={document.content} title={title} />
      <div className="documents__actions">
        <Button isPending={snapshot.matches('accepting')} onPress={() => send({ type: 'ACCEPT' })}>
          <Trans>I have read and accept</Trans>
        </Button>
      </div>
    </div>
  );
}
