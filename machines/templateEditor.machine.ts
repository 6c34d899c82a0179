/**
 * The payment template editor (issue 16, PRODUCT 3 "Payment template"; /templates/new and
 * /templates/edit/{id}): it loads what the form starts from (the providers; a template and its
 * provider; or a made payment to save as a template), lets the customer name it, choose a
 * category and a provider, fill the provider's declared field and an optional amount within the
 * provider's limits, and saves it. The form's rules are the bank's own (templateEditor.form.ts
 * over domain/payments/fields.ts); the bank's refusal stands at the field it names (a taken name
 * at the name). A saved template can be deleted after a confirmation. Another customer's or a
 * deleted template is "not found". The bank calls are actors the app supplies.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { bankCalls, notProvided } from './bank-calls';
import {
  emptyTemplateForm,
  type PaymentCategory,
  type PaymentCategoryGroup,
  type PaymentProvider,
  type PaymentTemplate,
  type PaymentTemplateRequest,
  type TemplateForm,
  templateRequest,
} from './templateEditor.form';
import { type TemplateRefusal, templateRefusal } from './templateEditor.refusal';

export type * from './templateEditor.form';
export type { TemplateRefusal } from './templateEditor.refusal';

/** Where the editor starts: a new template, one to edit, or a made payment to keep as one. */
export type TemplateEditorInput =
  | { mode: 'new' }
  | { mode: 'edit'; templateId: string }
  | { mode: 'fromPayment'; paymentId: string };

/** What loading gives the form: the providers to choose from, and where the form starts. */
export interface TemplateEditorStart {
  categories: PaymentCategoryGroup[];
  /** The chosen provider's declaration (its fields and limits), when one is chosen. */
  provider: PaymentProvider | null;
  form: TemplateForm;
}

export interface TemplateEditorContext {
  input: TemplateEditorInput;
  categories: PaymentCategoryGroup[];
  provider: PaymentProvider | null;
  form: TemplateForm;
  refusal: TemplateRefusal | null;
  /** The template as the bank saved it. */
  template: PaymentTemplate | null;
}

export type TemplateEditorEvent =
  | { type: 'NAME.CHANGE'; value: string }
  | { type: 'CATEGORY.SELECT'; value: PaymentCategory }
  | { type: 'PROVIDER.SELECT'; value: string }
  | { type: 'FIELD.CHANGE'; field: keyof TemplateForm['fields']; value: string }
  | { type: 'AMOUNT.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'DELETE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export type TemplateEditorEmitted =
  | { type: 'saved'; template: PaymentTemplate; created: boolean }
  | { type: 'deleted'; name: string };

export interface SaveTemplate {
  /** The template to replace; null makes a new one. */
  templateId: string | null;
  request: PaymentTemplateRequest;
}

export interface TemplateEditorServices {
  loadEditor: (input: TemplateEditorInput) => Promise<TemplateEditorStart>;
  loadProvider: (input: { providerId: string }) => Promise<PaymentProvider>;
  saveTemplate: (input: SaveTemplate) => Promise<PaymentTemplate>;
  deleteTemplate: (input: { templateId: string }) => Promise<void>;
}

const actors = {
  loadEditor: fromPromise<TemplateEditorStart, TemplateEditorInput>(notProvided),
  loadProvider: fromPromise<PaymentProvider, { providerId: string }>(notProvided),
  saveTemplate: fromPromise<PaymentTemplate, SaveTemplate>(notProvided),
  deleteTemplate: fromPromise<void, { templateId: string }>(notProvided),
};
const bankCall = bankCalls<TemplateEditorContext, typeof actors>();

const templateIdOf = (input: TemplateEditorInput) =>
  input.mode === 'edit' ? input.templateId : null;

/** The form after one of the customer's changes; a new category drops the provider. */
function changedForm(form: TemplateForm, event: TemplateEditorEvent): TemplateForm {
  switch (event.type) {
    case 'NAME.CHANGE':
      return { ...form, name: event.value };
    case 'CATEGORY.SELECT':
      return event.value === form.category
        ? form
        : { ...form, category: event.value, providerId: '' };
    case 'PROVIDER.SELECT':
      return { ...form, providerId: event.value };
    case 'FIELD.CHANGE':
      return { ...form, fields: { ...form.fields, [event.field]: event.value } };
    case 'AMOUNT.CHANGE':
      return { ...form, amount: event.value };
    default:
      return form;
  }
}

const sending = {
  'PROVIDER.SELECT': { target: 'loadingProvider', actions: 'change' },
  SUBMIT: [
    { guard: 'formValid', target: 'saving' },
    { target: 'invalid', actions: 'forgetRefusal' },
  ],
  DELETE: { guard: 'isSaved', target: 'confirmingDelete' },
} as const;

/** What the customer may do with the form. */
const formEvents = {
  'NAME.CHANGE': { actions: 'change' },
  'CATEGORY.SELECT': { actions: 'change' },
  'FIELD.CHANGE': { actions: 'change' },
  'AMOUNT.CHANGE': { actions: 'change' },
  ...sending,
} as const;

/** The same from a refused form: a change answers the refusal and returns to editing. */
const refusedFormEvents = {
  'NAME.CHANGE': { target: 'editing', actions: 'change' },
  'CATEGORY.SELECT': { target: 'editing', actions: 'change' },
  'FIELD.CHANGE': { target: 'editing', actions: 'change' },
  'AMOUNT.CHANGE': { target: 'editing', actions: 'change' },
  ...sending,
} as const;

const isGone = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

export const templateEditorMachine = setup({
  types: {
    context: {} as TemplateEditorContext,
    events: {} as TemplateEditorEvent,
    input: {} as TemplateEditorInput,
    emitted: {} as TemplateEditorEmitted,
    tags: {} as 'busy' | 'form',
  },
  actors,
  guards: {
    formValid: ({ context }) => templateRequest(context.form, context.provider) !== undefined,
    isSaved: ({ context }) => context.input.mode === 'edit',
    // A template (or payment) that is not the customer's, or no longer there (404).
    recordGone: ({ context }, error: unknown) => context.input.mode !== 'new' && isGone(error),
    templateGone: ({ context }, error: unknown) => context.input.mode === 'edit' && isGone(error),
  },
  actions: {
    keepStart: assign((_, start: TemplateEditorStart) => ({ ...start, refusal: null })),
    change: assign(({ context, event }) => {
      const form = changedForm(context.form, event);
      const provider = context.provider?.id === form.providerId ? context.provider : null;
      return { form, provider, refusal: null };
    }),
    keepProvider: assign((_, provider: PaymentProvider) => ({ provider })),
    keepRefusal: assign((_, error: unknown) => ({ refusal: templateRefusal(error) })),
    forgetRefusal: assign({ refusal: null }),
    keepTemplate: assign((_, template: PaymentTemplate) => ({ template })),
    notifySaved: emit(({ context }) => ({
      type: 'saved' as const,
      template: context.template as PaymentTemplate,
      created: context.input.mode !== 'edit',
    })),
    notifyDeleted: emit(({ context }) => ({
      type: 'deleted' as const,
      name: context.form.name.trim(),
    })),
  },
}).createMachine({
  id: 'templateEditor',
  initial: 'loading',
  context: ({ input }) => ({
    input,
    categories: [],
    provider: null,
    form: emptyTemplateForm,
    refusal: null,
    template: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: bankCall('loadEditor', {
        input: ({ context }) => context.input,
        onDone: { target: 'editing', actions: 'keepStart' },
        onError: [{ guard: 'recordGone', target: 'notFound' }, { target: 'loadFailed' }],
      }),
    },
    loadFailed: { on: { RETRY: 'loading' } },
    notFound: { type: 'final' },
    editing: { tags: ['form'], on: formEvents },
    // Sent with problems: every field says what is wrong until the form is right.
    invalid: { tags: ['form'], on: formEvents },
    loadingProvider: {
      tags: ['form', 'busy'],
      invoke: bankCall('loadProvider', {
        input: ({ context }) => ({ providerId: context.form.providerId }),
        onDone: { target: 'editing', actions: 'keepProvider' },
        onError: { target: 'refused', actions: 'keepRefusal' },
      }),
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: bankCall('saveTemplate', {
        input: ({ context }) => ({
          templateId: templateIdOf(context.input),
          // Entered only through the formValid guard, so the request is there.
          request: templateRequest(context.form, context.provider) as PaymentTemplateRequest,
        }),
        onDone: { target: 'saved', actions: 'keepTemplate' },
        onError: [
          { guard: 'templateGone', target: 'notFound' },
          { target: 'refused', actions: 'keepRefusal' },
        ],
      }),
    },
    // The bank said no: its words at the field they are about, the form as it was.
    refused: { tags: ['form'], on: refusedFormEvents },
    confirmingDelete: {
      tags: ['form'],
      on: { CONFIRM: 'deleting', CANCEL: 'editing' },
    },
    deleting: {
      tags: ['form', 'busy'],
      invoke: bankCall('deleteTemplate', {
        input: ({ context }) => ({ templateId: templateIdOf(context.input) ?? '' }),
        onDone: 'deleted',
        onError: [
          { guard: 'templateGone', target: 'notFound' },
          { target: 'refused', actions: 'keepRefusal' },
        ],
      }),
    },
    saved: { type: 'final', entry: 'notifySaved' },
    deleted: { type: 'final', entry: 'notifyDeleted' },
  },
});
