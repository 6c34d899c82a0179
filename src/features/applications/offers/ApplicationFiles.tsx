import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileTrigger } from 'react-aria-components';
import type { SnapshotFrom } from 'xstate';
import { attachmentAccept } from '../../../../domain/attachment';
import {
  type ApplicationFileProblem,
  type ApplicationFilesEvent,
  type ApplicationFilesServices,
  applicationFilesMachine,
} from '../../../../machines/applicationFiles.machine';
import { useBankChart } from '../../../shared/charts/useBankChart';
import { Button } from '../../../shared/ui/Button/Button';
import { formatFileSize } from './file-size';
import './loan-offers.css';

const problems: Readonly<Record<ApplicationFileProblem, MessageDescriptor>> = {
  FILE_TYPE_NOT_ALLOWED: msg`This file cannot be sent: choose a jpg, png or pdf.`,
  FILE_TOO_LARGE: msg`This file is too large: it must be under 10 MB.`,
  FILE_MISSING: msg`This file is empty: choose another one.`,
  APPLICATION_FILES_FULL: msg`Five files are attached already: remove one to attach another.`,
};

const acceptedTypes = attachmentAccept.split(',');

export interface ApplicationFilesViewProps {
  snapshot: SnapshotFrom<typeof applicationFilesMachine>;
  send: (event: ApplicationFilesEvent) => void;
}

/** SPEC 3: the files given with the credit application (a salary certificate, say), and a picker to add one. */
export function ApplicationFilesView({ snapshot, send }: ApplicationFilesViewProps) {
  const { t, i18n } = useLingui();
  const busy = snapshot.hasTag('busy');
  const { files, problem, message } = snapshot.context;
  const failed =
    snapshot.matches('loadFailed') ||
    snapshot.matches('failed') ||
    snapshot.matches('removeFailed');
  return (
    <fieldset className="loan-offers__statement" aria-busy={snapshot.matches('loading')}>
      <legend className="loan-offers__label">
        <Trans>Attached files</Trans>
      </legend>
      <p className="loan-offers__hint">
        <Trans>For example a salary certificate: jpg, png or pdf, under 10 MB, five at most.</Trans>
      </p>
      {files.length > 0 && (
        <ul className="loan-offers__files">
          {files.map((file) => (
            <li key={file.id} className="loan-offers__file">
              <span className="loan-offers__file-name">{file.fileName}</span>
              <span className="loan-offers__hint">{formatFileSize(file.size, i18n.locale)}</span>
              <Button
                variant="ghost"
                aria-label={t`Remove ${file.fileName}`}
                isDisabled={busy}
                isPending={snapshot.matches('removing') && snapshot.context.removing === file.id}
                onPress={() => send({ type: 'REMOVE', fileId: file.id })}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!snapshot.matches('loading') && !snapshot.matches('loadFailed') && (
        <div className="loan-offers__upload">
          <FileTrigger
            acceptedFileTypes={acceptedTypes}
            onSelect={(chosen) => {
              const file = chosen?.[0];
              if (file) send({ type: 'FILE.CHOOSE', file });
            }}
          >
            <Button
              variant="secondary"
              isDisabled={busy && !snapshot.matches('uploading')}
              isPending={snapshot.matches('uploading')}
            >
              <Trans>Attach a file</Trans>
            </Button>
          </FileTrigger>
        </div>
      )}
      {snapshot.matches('rejected') && problem && (
        <p className="loan-offers__warning" role="alert">
          {i18n._(problems[problem])}
        </p>
      )}
      {failed && (
        <div className="loan-offers__warning" role="alert">
          <p className="loan-offers__warning-text">{message || t`An error occurred`}</p>
          {(snapshot.matches('failed') || snapshot.matches('loadFailed')) && (
            <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </div>
      )}
      {snapshot.matches('uploaded') && (
        <p className="loan-offers__done" role="status">
          <Trans>The file is attached.</Trans>
        </p>
      )}
    </fieldset>
  );
}

/** The application's files chart over the bank calls step 1 gives it. */
export function ApplicationFiles({
  applicationId,
  calls,
}: {
  applicationId: string;
  calls: ApplicationFilesServices;
}) {
  const { snapshot, send } = useBankChart(applicationFilesMachine, {
    calls,
    input: { applicationId },
  });
  return <ApplicationFilesView snapshot={snapshot} send={send} />;
}
