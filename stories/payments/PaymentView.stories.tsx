import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { PaymentFormEvent } from '../../machines/paymentForm.machine';
import { PaymentView } from '../../src/features/payments/PaymentView';
import { refusals, templateInput } from '../../tests/machines/paymentForm.model';
import { withAppContext } from '../home/app-context';
import {
  events,
  gasDone,
  gasFound,
  gasInput,
  gasQuoted,
  mobileCode,
  mobileFilled,
  mobileInput,
  mobileQuoted,
  paymentSnapshot,
} from './payment-snapshots';

type Snapshot = Parameters<typeof PaymentView>[0]['snapshot'];

/** Every state of the payment-form chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return <PaymentView snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Payments/PaymentView',
  component: View,
  decorators: [withAppContext],
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = (list: readonly PaymentFormEvent[]): Story => ({
  args: { snapshot: paymentSnapshot(mobileInput, list) },
});
const gas = (list: readonly PaymentFormEvent[]): Story => ({
  args: { snapshot: paymentSnapshot(gasInput, list) },
});
const { field } = events;

/** The operator's form from its declaration: the phone with its prefixes, the sources, the limits. */
export const MobileEmpty = mobile([]);
export const MobileFilled = mobile(mobileFilled);
/** Another operator's number: said at the field as it is typed. */
export const MobileWrongPrefix = mobile([field('phone', '701234567')]);
/** Pay with gaps: PRODUCT 5's messages under each field. */
export const MobileWithProblems = mobile([field('amount', '900'), events.submit]);
export const MobileQuoting = mobile([...mobileFilled, events.submit]);
/** The bank refused the amount: its words under the field. */
export const MobileRefusedAtField = mobile([
  ...mobileFilled,
  events.submit,
  events.quoteRefused(refusals.overBalance),
]);
export const MobileProviderDown = mobile([
  ...mobileFilled,
  events.submit,
  events.quoteRefused(refusals.unavailable),
]);
/** A utility: the code asks the provider who the subscriber is and what they owe. */
export const GasLookingUp = gas([field('subscriberCode', '1002003001')]);
/** Found: the masked name and the debt, which fills the amount. */
export const GasFound = gas(gasFound);
export const GasUnknownSubscriber = gas([field('subscriberCode', '1002003009'), events.notFound]);
export const GasProviderDown = gas([field('subscriberCode', '1002003001'), events.providerDown]);
/** The payment dialog: provider, subscriber, amount, commission, total, source, when. */
export const Confirming = mobile(mobileQuoted);
/** After 17:00: executed on the next business day, the money held until then. */
export const ConfirmingScheduled = gas(gasQuoted);
export const ConfirmingRequoted = mobile([...mobileQuoted, events.quoteExpired, events.quoted()]);
export const Requoting = mobile([...mobileQuoted, events.quoteExpired]);
export const Creating = mobile([...mobileQuoted, events.confirm]);
export const Code = mobile(mobileCode);
export const CodeChecking = mobile([...mobileCode, events.code, events.codeSubmit]);
/** A wrong code: the tries left at the field. */
export const CodeRefused = mobile([
  ...mobileCode,
  events.code,
  events.codeSubmit,
  events.codeRefused,
]);
export const CodeAbandoning = mobile([...mobileCode, events.cancel]);
export const Executed = mobile([
  ...mobileCode,
  events.code,
  events.codeSubmit,
  events.codeAccepted(),
]);
export const ReceiptDownloading = mobile([
  ...mobileCode,
  events.code,
  events.codeSubmit,
  events.codeAccepted(),
  events.receipt,
]);
export const ReceiptFailed = mobile([
  ...mobileCode,
  events.code,
  events.codeSubmit,
  events.codeAccepted(),
  events.receipt,
  events.receiptFailed,
]);
/** Scheduled: the date, the hold, and Cancel. */
export const Scheduled = gas(gasDone);
export const ScheduledCanceling = gas([...gasDone, events.cancel]);
export const ScheduledCanceled = gas([...gasDone, events.cancel, events.canceled()]);
/** Not made: the bank's words, Try again with the same key, Change the payment. */
export const Failed = mobile([
  ...mobileQuoted,
  events.confirm,
  events.makeRefused(refusals.unexplained),
]);
export const FailedCodeAbandoned = mobile([...mobileCode, events.cancel, events.canceled()]);
/** A template's complete values are priced at once (one-press pay). */
export const TemplatePricing: Story = { args: { snapshot: paymentSnapshot(templateInput, []) } };
