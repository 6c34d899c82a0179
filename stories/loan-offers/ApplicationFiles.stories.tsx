import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { attachmentMaxBytes } from '../../domain/attachment';
import {
  type ApplicationFile,
  type ApplicationFilesEvent,
  applicationFilesMachine,
  type ChosenFile,
} from '../../machines/applicationFiles.machine';
import { ApplicationFilesView } from '../../src/features/applications/offers/ApplicationFiles';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof ApplicationFilesView>[0]['snapshot'];

/** Every state of the application files chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return (
    <div style={{ maxWidth: '40rem' }}>
      <ApplicationFilesView snapshot={snapshot} send={fn().mockName('send')} />
    </div>
  );
}

const meta = {
  title: 'LoanOffers/ApplicationFiles',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const certificate: ApplicationFile = {
  id: 'file-1',
  fileName: 'salary-certificate.pdf',
  mediaType: 'application/pdf',
  size: 184_320,
  uploadedAt: '2026-11-27T09:15:00Z',
};
const five = [1, 2, 3, 4, 5].map((n) => ({
  ...certificate,
  id: `file-${n}`,
  fileName: `page-${n}.png`,
  mediaType: 'image/png' as const,
  size: 2_516_582,
}));
const choose = (name: string, size = 184_320): ApplicationFilesEvent => ({
  type: 'FILE.CHOOSE',
  file: { name, size } as ChosenFile,
});
// The bank's answers arrive as the events the running chart would get from its calls.
const bank = (type: string, output?: unknown, message = '') =>
  ({ type, output, error: new Error(message) }) as unknown as ApplicationFilesEvent;
const listed = (files: ApplicationFile[]) => bank('xstate.done.actor.listFiles', files);
const state = (events: ApplicationFilesEvent[]): Story => ({
  args: { snapshot: reach(applicationFilesMachine, { applicationId: 'loan-1' }, events) },
});

export const Loading = state([]);
export const LoadFailed = state([bank('xstate.error.actor.listFiles')]);
/** Nothing attached yet. */
export const Empty = state([listed([])]);
export const Listed = state([listed([certificate])]);
export const Uploading = state([listed([]), choose('salary-certificate.pdf')]);
export const Uploaded = state([
  listed([]),
  choose('salary-certificate.pdf'),
  bank('xstate.done.actor.uploadFile', certificate),
]);
export const RejectedType = state([listed([]), choose('salary-certificate.docx')]);
export const RejectedSize = state([listed([]), choose('scan.png', attachmentMaxBytes)]);
/** Five files are the most the bank keeps. */
export const RejectedFull = state([listed(five), choose('page-6.pdf')]);
/** The bank refused the file with its own words. */
export const Failed = state([
  listed([]),
  choose('salary-certificate.pdf'),
  bank('xstate.error.actor.uploadFile', undefined, 'Yalnız jpg, png və ya pdf fayl olar'),
]);
export const Removing = state([listed([certificate]), { type: 'REMOVE', fileId: certificate.id }]);
export const RemoveFailed = state([
  listed([certificate]),
  { type: 'REMOVE', fileId: certificate.id },
  bank('xstate.error.actor.removeFile'),
]);
