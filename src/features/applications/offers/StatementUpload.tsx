import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useContext } from 'react';
import { FileTrigger } from 'react-aria-components';
import type { SnapshotFrom } from 'xstate';
import { type AttachmentProblem, attachmentAccept } from '../../../../domain/attachment';
import { notProvided } from '../../../../machines/bank-calls';
import type { EligibleLoan } from '../../../../machines/loanCalculator.machine';
import {
  type RefinancingDocument,
  type RefinancingUploadEvent,
  type RefinancingUploadServices,
  refinancingUploadMachine,
} from '../../../../machines/refinancingUpload.machine';
import { useBankChart } from '../../../shared/charts/useBankChart';
import { Button } from '../../../shared/ui/Button/Button';
import { formatFileSize } from './file-size';
import './loan-offers.css';

/** The upload chart's bank calls; the step provides them, stories give their own. */
export const StatementUploadCalls = createContext<RefinancingUploadServices>({
  uploadStatement: notProvided,
  removeStatement: notProvided,
});

const problems: Readonly<Record<AttachmentProblem, MessageDescriptor>> = {
  FILE_TYPE_NOT_ALLOWED: msg`This file cannot be sent: choose a jpg, png or pdf.`,
  FILE_TOO_LARGE: msg`This file is too large: it must be under 10 MB.`,
  FILE_MISSING: msg`This file is empty: choose another one.`,
};

const acceptedTypes = attachmentAccept.split(',');

export interface StatementUploadViewProps {
  loan: EligibleLoan;
  snapshot: SnapshotFrom<typeof refinancingUploadMachine>;
  send: (event: RefinancingUploadEvent) => void;
  /** The statement of this loan uploaded so far (one at most). */
  statements: readonly RefinancingDocument[];
  isDisabled: boolean;
}

/** The other bank's statement of one loan to refinance: the file sent, and a picker to send or replace it. */
export function StatementUploadView({
  loan,
  snapshot,
  send,
  statements,
  isDisabled,
}: StatementUploadViewProps) {
  const { t, i18n } = useLingui();
  const busy = snapshot.hasTag('busy');
  const { problem, message } = snapshot.context;
  const account = loan.loanAccount;
  return (
    <fieldset className="loan-offers__statement">
      <legend className="loan-offers__label">
        <Trans>Statement of the loan {account} from its bank</Trans>
      </legend>
      {statements.length > 0 && (
        <ul className="loan-offers__files">
          {statements.map((statement) => (
            <li key={statement.id} className="loan-offers__file">
              <span className="loan-offers__file-name">{statement.fileName}</span>
              <span className="loan-offers__hint">
                {formatFileSize(statement.size, i18n.locale)}
              </span>
              <Button
                variant="ghost"
                aria-label={t`Remove ${statement.fileName}`}
                isDisabled={isDisabled || busy}
                isPending={
                  snapshot.matches('removing') && snapshot.context.removing === statement.id
                }
                onPress={() => send({ type: 'REMOVE', documentId: statement.id })}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="loan-offers__upload">
        <FileTrigger
          acceptedFileTypes={acceptedTypes}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) send({ type: 'FILE.CHOOSE', file });
          }}
        >
          <Button
            variant="secondary"
            isDisabled={isDisabled || (busy && !snapshot.matches('uploading'))}
            isPending={snapshot.matches('uploading')}
          >
            {statements.length > 0 ? (
              <Trans>Replace the file</Trans>
            ) : (
              <Trans>Upload the statement</Trans>
            )}
          </Button>
        </FileTrigger>
        <span className="loan-offers__hint">
          <Trans>jpg, png or pdf, under 10 MB</Trans>
        </span>
      </div>
      {snapshot.matches('rejected') && problem && (
        <p className="loan-offers__warning" role="alert">
          {i18n._(problems[problem])}
        </p>
      )}
      {(snapshot.matches('failed') || snapshot.matches('removeFailed')) && (
        <div className="loan-offers__warning" role="alert">
          <p className="loan-offers__warning-text">{message || t`An error occurred`}</p>
          {snapshot.matches('failed') && (
            <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </div>
      )}
      {snapshot.matches('uploaded') && (
        <p className="loan-offers__done" role="status">
          <Trans>The statement is uploaded.</Trans>
        </p>
      )}
    </fieldset>
  );
}

export interface StatementUploadProps extends Omit<StatementUploadViewProps, 'snapshot' | 'send'> {
  applicationId: string;
  onAdded: (document: RefinancingDocument) => void;
  onRemoved: (documentId: string) => void;
}

/** One loan's upload chart, reporting each stored and removed statement to step 1's chart. */
export function StatementUpload({
  applicationId,
  onAdded,
  onRemoved,
  ...props
}: StatementUploadProps) {
  const { snapshot, send } = useBankChart(refinancingUploadMachine, {
    calls: useContext(StatementUploadCalls),
    input: { applicationId, refLiabilityId: props.loan.refLiabilityId },
    on: {
      uploaded: ({ document }) => onAdded(document),
      removed: ({ documentId }) => onRemoved(documentId),
    },
  });
  return <StatementUploadView {...props} snapshot={snapshot} send={send} />;
}
