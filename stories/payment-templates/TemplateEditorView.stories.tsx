import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { formOfPayment } from '../../machines/templateEditor.form';
import {
  type TemplateEditorEvent,
  type TemplateEditorInput,
  templateEditorMachine,
} from '../../machines/templateEditor.machine';
import { TemplateEditorView } from '../../src/features/payment-templates/TemplateEditorView';
import { ApiError } from '../../src/shared/api/errors';
import {
  azercell,
  azeriqaz,
  gasScheduled,
  paymentCategories,
} from '../../tests/fake-bank/fixtures/payments';
import {
  editInput,
  nameTaken,
  newInput,
  templateGone,
  templateOf,
  templateStarts,
} from '../../tests/machines/templateEditor.model';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof TemplateEditorView>[0]['snapshot'];

/** Every state of the template editor's chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return (
    <TemplateEditorView
      snapshot={snapshot}
      send={fn().mockName('send')}
      backLink={<a href="#payments">Back to payments</a>}
    />
  );
}

const meta = {
  title: 'Payments/TemplateEditor',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

// The bank's answers arrive as the events the running chart would get from its calls.
const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as TemplateEditorEvent;
const error = (id: string, failure: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: failure }) as unknown as TemplateEditorEvent;
const state = (input: TemplateEditorInput, events: TemplateEditorEvent[]): Story => ({
  args: { snapshot: reach(templateEditorMachine, input, events) },
});

const loadedNew = done('loadEditor', templateStarts.new);
const loadedEdit = done('loadEditor', templateStarts.edit);
const mobileChosen: TemplateEditorEvent[] = [
  loadedNew,
  { type: 'NAME.CHANGE', value: 'Anamın nömrəsi' },
  { type: 'CATEGORY.SELECT', value: 'MOBILE' },
  { type: 'PROVIDER.SELECT', value: 'azercell' },
];
const filled: TemplateEditorEvent[] = [
  ...mobileChosen,
  done('loadProvider', azercell),
  { type: 'FIELD.CHANGE', field: 'phone', value: '50 123 45 67' },
  { type: 'AMOUNT.CHANGE', value: '10' },
];
const submit: TemplateEditorEvent = { type: 'SUBMIT' };
const saved = done(
  'saveTemplate',
  templateOf({
    templateId: null,
    request: { name: 'Anamın nömrəsi', providerId: 'azercell', fields: { phone: '501234567' } },
  }),
);

/** Reading the providers (a new template) or the template and its provider. */
export const Loading = state(newInput, []);
export const LoadFailed = state(newInput, [error('loadEditor', new ApiError(500, {}))]);
/** Another customer's template, or one deleted meanwhile: a clear end with the way back. */
export const NotFound = state(editInput, [error('loadEditor', templateGone)]);
export const PaymentNotFound = state({ mode: 'fromPayment', paymentId: 'payment-9' }, [
  error('loadEditor', templateGone),
]);
/** A new template: a name, then the category and its providers. */
export const EditingNew = state(newInput, [loadedNew]);
export const LoadingProvider = state(newInput, mobileChosen);
/** The provider's declared field and the optional amount within its limits. */
export const EditingFilled = state(newInput, filled);
/** Another operator's prefix shows at once, before any save. */
export const WrongPrefix = state(newInput, [
  ...filled,
  { type: 'FIELD.CHANGE', field: 'phone', value: '70 123 45 67' },
]);
/** Saved with problems: every field says what is wrong. */
export const Invalid = state(newInput, [loadedNew, submit]);
export const Saving = state(newInput, [...filled, submit]);
/** The bank's refusal at its field: the name is taken. */
export const RefusedNameTaken = state(newInput, [
  ...filled,
  submit,
  error('saveTemplate', nameTaken),
]);
/** A refusal about no field stands over the actions. */
export const RefusedOther = state(newInput, [
  ...filled,
  submit,
  error('saveTemplate', new ApiError(503, { code: 'UNAVAILABLE', message: 'The bank is busy.' })),
]);
export const Saved = state(newInput, [...filled, submit, saved]);
/** Editing a saved template, with Delete. */
export const Editing = state(editInput, [loadedEdit]);
export const ConfirmingDelete = state(editInput, [loadedEdit, { type: 'DELETE' }]);
export const Deleting = state(editInput, [loadedEdit, { type: 'DELETE' }, { type: 'CONFIRM' }]);
export const Deleted = state(editInput, [
  loadedEdit,
  { type: 'DELETE' },
  { type: 'CONFIRM' },
  done('deleteTemplate'),
]);
/** A made gas payment kept as a template: provider, code, amount and a suggested name. */
export const FromPayment = state({ mode: 'fromPayment', paymentId: gasScheduled.id }, [
  done('loadEditor', {
    categories: paymentCategories.categories,
    provider: azeriqaz,
    form: formOfPayment(gasScheduled, azeriqaz),
  }),
]);
