import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type DocumentReviewEvent,
  documentReviewMachine,
} from '../../machines/documentReview.machine';
import { DocumentReview } from '../../src/features/applications/documents/DocumentReview';
import { sampleDocuments, sampleSigningLink } from '../../tests/fake-bank/fixtures/documents';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof DocumentReview>[0]['snapshot'];

/** Every state of the document review chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return <DocumentReview snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Documents/DocumentReview',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

// The bank's answers arrive as the events the running chart would get from its calls.
const bank = (type: string, output?: unknown) =>
  ({ type, output, error: new Error('refused') }) as unknown as DocumentReviewEvent;
const loaded = bank('xstate.done.actor.loadDocuments', sampleDocuments);
const accepted = bank('xstate.done.actor.acceptDocument');
const accept: DocumentReviewEvent = { type: 'ACCEPT' };
const allAccepted = [loaded, accept, accepted, accept, accepted, accept, accepted];
const state = (events: DocumentReviewEvent[]): Story => ({
  args: { snapshot: reach(documentReviewMachine, undefined, events) },
});

export const Loading = state([]);
/** The bank has not prepared the documents yet (the fetch answered 409): read again soon. */
export const Preparing = state([bank('xstate.error.actor.loadDocuments')]);
export const ReviewingMain = state([loaded]);
export const ReviewingOther = state([loaded, accept, accepted]);
export const Accepting = state([loaded, accept, accepted, accept]);
export const GeneratingQr = state(allAccepted);
export const AwaitingSignature = state([
  ...allAccepted,
  bank('xstate.done.actor.generateQr', sampleSigningLink),
]);
export const Failed = state([loaded, accept, bank('xstate.error.actor.acceptDocument')]);
/** An account's MAIN document is its agreement: each paper has the title the bank gives it. */
export const ReviewingAccountAgreement = state([
  bank('xstate.done.actor.loadDocuments', [
    { ...sampleDocuments[0], title: 'Current account agreement' },
    { ...sampleDocuments[1], title: 'General terms and tariffs for current accounts' },
  ]),
]);
