import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type GetCreditEvent,
  type GetCreditField,
  getCreditMachine,
} from '../../machines/getCredit.machine';
import { GetCreditForm } from '../../src/features/applications/get-credit/GetCreditForm';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof GetCreditForm>[0]['snapshot'];

/** Every state of the get-credit chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return (
    <div className="get-credit">
      <GetCreditForm
        snapshot={snapshot}
        send={fn().mockName('send')}
        registeredPhone="+994 50 *** ** 67"
      />
    </div>
  );
}

const meta = {
  title: 'GetCredit/GetCreditForm',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (events: GetCreditEvent[]): Story => ({
  args: { snapshot: reach(getCreditMachine, undefined, events) },
});
const change = (field: GetCreditField, value: string): GetCreditEvent => ({
  type: 'FIELD.CHANGE',
  field,
  value,
});
const bank = (type: string, output?: unknown) =>
  ({ type, output, error: new Error('refused') }) as unknown as GetCreditEvent;
const other: GetCreditEvent = { type: 'PHONE.OTHER' };
const filled = [
  change('amount', '5000'),
  change('salary', '2400'),
  change('officialIncome', '1800'),
];

/** The registered mobile, masked as the profile gives it, is the application's number. */
export const Editing = state([]);
/** Under 300 manat and a prefix no operator has: both fields say why. */
export const EditingInvalid = state([change('amount', '250'), other, change('phone', '55')]);
/** A salary of 0 is no salary (SPEC 3 requires one): the field says so. */
export const SalaryZero = state([change('amount', '5000'), change('salary', '0')]);
/** The officially confirmed income is part of the salary, so it cannot be more. */
export const OfficialIncomeAboveSalary = state([
  change('amount', '5000'),
  change('salary', '1000'),
  change('officialIncome', '1200'),
]);
/** Without a salary the button stays disabled; the official income may stay empty. */
export const SalaryMissing = state([change('amount', '5000')]);
/** The customer gives another number than the registered one. */
export const OtherNumber = state([...filled, other, change('phone', '501234567')]);
export const EditingComplete = state(filled);
export const Refinancing = state([{ type: 'TYPE.SELECT', value: 'REFIN' }, ...filled]);
export const Submitting = state([...filled, { type: 'SUBMIT' }]);
/** The bank refused: its message is a toast; the form keeps what was typed. */
export const Failed = state([
  ...filled,
  { type: 'SUBMIT' },
  bank('xstate.error.actor.createApplication'),
]);
/** Created: the page moves on to the request's modal. */
export const Done = state([
  ...filled,
  { type: 'SUBMIT' },
  bank('xstate.done.actor.createApplication', 'application-1'),
]);
