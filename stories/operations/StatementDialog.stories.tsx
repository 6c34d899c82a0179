import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type StatementDownloadEvent,
  statementDownloadMachine,
} from '../../machines/statementDownload.machine';
import { StatementDialog } from '../../src/features/operations/StatementDialog';
import { reach } from '../auth/auth-snapshots';
import { accountChoices } from './operations-data';

type Snapshot = Parameters<typeof StatementDialog>[0]['snapshot'];

/** Every state of the statement-download chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return (
    <StatementDialog snapshot={snapshot} send={fn().mockName('send')} accounts={accountChoices} />
  );
}

const meta = {
  title: 'Operations/StatementDialog',
  component: View,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (events: StatementDownloadEvent[]): Story => ({
  args: { snapshot: reach(statementDownloadMachine, undefined, events) },
});
const bank = (type: string, payload: object) =>
  ({ type, ...payload }) as unknown as StatementDownloadEvent;
const change = (field: 'accountId' | 'from' | 'to', value: string) =>
  ({ type: 'FIELD.CHANGE', field, value }) as const;
const opened: StatementDownloadEvent[] = [
  { type: 'OPEN', today: '2026-05-20', accountId: 'acc-azn' },
];
const file = {
  blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  filename: 'statement-AZ21IBNK00000000000001234567-2026-04-20-2026-05-20.pdf',
};
const downloading = [...opened, { type: 'SUBMIT' } as const];

/** Closed: nothing is shown until "Account statement (PDF)" opens it. */
export const Closed = state([]);
/** Opened on the chosen account and the past month. */
export const Choosing = state(opened);
export const ChoosingWithoutAccount = state([{ type: 'OPEN', today: '2026-05-20' }]);
/** A download was tried with nothing filled in: every field says what it needs. */
export const ChoosingProblems = state([
  { type: 'OPEN', today: '2026-05-20' },
  change('from', ''),
  change('to', ''),
  { type: 'SUBMIT' },
]);
/** Wrong dates are flagged at once: the start after today, the end before the start. */
export const ChoosingWrongDates = state([
  ...opened,
  change('from', '2026-05-25'),
  change('to', '2026-05-01'),
]);
export const Downloading = state(downloading);
export const Done = state([
  ...downloading,
  bank('xstate.done.actor.fetchStatement', { output: file }),
]);
/** The bank refused: its message, a retry and a way back to the choice. */
export const Failed = state([
  ...downloading,
  bank('xstate.error.actor.fetchStatement', {
    error: new Error('A statement covers at most one year'),
  }),
]);
/** No answer at all (offline): the default message of PRODUCT 8. */
export const FailedWithoutMessage = state([
  ...downloading,
  bank('xstate.error.actor.fetchStatement', { error: new TypeError('') }),
]);
