import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { attachmentMaxBytes } from '../../domain/attachment';
import {
  type RefinancingDocument,
  type RefinancingUploadEvent,
  refinancingUploadMachine,
  type StatementFile,
} from '../../machines/refinancingUpload.machine';
import { StatementUploadView } from '../../src/features/applications/offers/StatementUpload';
import { eligibleLoans, kapitalStatement } from '../../tests/fake-bank/fixtures/offers';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof StatementUploadView>[0]['snapshot'];
const [loan] = eligibleLoans;

/** Every state of the statement upload chart, reached by sending it the real events. */
function View({ snapshot, statements }: { snapshot: Snapshot; statements: RefinancingDocument[] }) {
  if (!loan) return null;
  return (
    <div style={{ maxWidth: '40rem' }}>
      <StatementUploadView
        loan={loan}
        snapshot={snapshot}
        send={fn().mockName('send')}
        statements={statements}
        isDisabled={false}
      />
    </div>
  );
}

const meta = {
  title: 'LoanOffers/StatementUpload',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const file = (name: string, size: number) => ({ name, size }) as StatementFile;
const choose = (name: string, size = 184_320): RefinancingUploadEvent => ({
  type: 'FILE.CHOOSE',
  file: file(name, size),
});
// The bank's answers arrive as the events the running chart would get from its calls.
const bank = (type: string, output?: unknown, message = '') =>
  ({ type, output, error: new Error(message) }) as unknown as RefinancingUploadEvent;
const state = (
  events: RefinancingUploadEvent[],
  statements: RefinancingDocument[] = [],
): Story => ({
  args: {
    snapshot: reach(
      refinancingUploadMachine,
      { applicationId: 'refin-1', refLiabilityId: 'liability-kapital' },
      events,
    ),
    statements,
  },
});
const uploaded = bank('xstate.done.actor.uploadStatement', kapitalStatement);

/** Nothing uploaded yet: the offer cannot be accepted. */
export const Empty = state([]);
export const Uploading = state([choose('kapital-statement.pdf')]);
export const Uploaded = state([choose('kapital-statement.pdf'), uploaded], [kapitalStatement]);
/** A second file beside the first. */
export const TwoFiles = state(
  [choose('page-2.png'), uploaded],
  [
    kapitalStatement,
    { ...kapitalStatement, id: 'statement-2', fileName: 'page-2.png', size: 2_516_582 },
  ],
);
export const RejectedType = state([choose('statement.docx')]);
export const RejectedSize = state([choose('scan.png', attachmentMaxBytes)]);
/** The bank refused the file with its own words. */
export const ServerFailure = state([
  choose('kapital-statement.pdf'),
  bank('xstate.error.actor.uploadStatement', undefined, 'Yalnız jpg, png və ya pdf fayl olar'),
]);
/** No words from the bank: 'Xəta baş verdi'. */
export const ServerFailureWithoutMessage = state([
  choose('kapital-statement.pdf'),
  bank('xstate.error.actor.uploadStatement'),
]);
export const Removing = state(
  [{ type: 'REMOVE', documentId: kapitalStatement.id }],
  [kapitalStatement],
);
export const RemoveFailed = state(
  [{ type: 'REMOVE', documentId: kapitalStatement.id }, bank('xstate.error.actor.removeStatement')],
  [kapitalStatement],
);
