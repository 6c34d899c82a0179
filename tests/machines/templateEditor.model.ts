/**
 * The template editor chart as a test model: what the customer and the bank can send in each
 * state, and a coarse state identity (state, category, provider known, whether the form can be
 * sent, the refusal's field), shared by the chart test, the screens' test and the stories.
 */
import {
  emptyTemplateForm,
  formOfTemplate,
  type PaymentTemplate,
  type PaymentTemplateRequest,
  templateRequest,
} from '../../machines/templateEditor.form';
import type {
  SaveTemplate,
  TemplateEditorContext,
  TemplateEditorEvent,
  TemplateEditorInput,
  TemplateEditorStart,
  templateEditorMachine,
} from '../../machines/templateEditor.machine';
import { ApiError } from '../../src/shared/api/errors';
import {
  azercell,
  paymentCategories,
  paymentProviders,
  providerSummary,
} from '../fake-bank/fixtures/payments';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof templateEditorMachine>['events']>[0];

/** Leyla's template for her mother's number, as the bank keeps it. */
export const savedTemplate: PaymentTemplate = {
  id: 'template-mother',
  name: 'Anamın nömrəsi',
  provider: providerSummary(azercell),
  fields: { phone: '501234567' },
  amount: 10,
  createdAt: '2026-11-20T08:00:00Z',
};

export const newInput: TemplateEditorInput = { mode: 'new' };
export const editInput: TemplateEditorInput = { mode: 'edit', templateId: savedTemplate.id };

export const templateStarts: Record<'new' | 'edit', TemplateEditorStart> = {
  new: { categories: paymentCategories.categories, provider: null, form: emptyTemplateForm },
  edit: {
    categories: paymentCategories.categories,
    provider: azercell,
    form: formOfTemplate(savedTemplate),
  },
};

export const nameTaken = new ApiError(409, {
  code: 'TEMPLATE_NAME_TAKEN',
  message: 'You already have a template with this name.',
});
export const templateGone = new ApiError(404, { code: 'NOT_FOUND', message: 'Not found' });
export const unexplained = new ApiError(500, {});

/** The template the bank answers for a saved request. */
export function templateOf({ templateId, request }: SaveTemplate): PaymentTemplate {
  const provider = paymentProviders.find(({ id }) => id === request.providerId) ?? azercell;
  return {
    id: templateId ?? 'template-new',
    name: request.name,
    provider: providerSummary(provider),
    fields: request.fields,
    amount: request.amount ?? null,
    createdAt: '2026-11-21T09:00:00Z',
  };
}

// Each value cycles through empty, wrong and right, so every problem shows on some path.
const cycles: Record<string, Record<string, string>> = {
  name: { '': 'Mama', Mama: '' },
  phone: { '': '701234567', '701234567': '501234567' },
  subscriberCode: { '': '12', '12': '1002003001' },
  amount: { '': '0.1', '0.1': '10' },
};
const next = (cycle: string, value: string | undefined) => cycles[cycle]?.[value ?? ''] ?? '';

/** What the bank answers a running call with, read from what the chart asked. */
function bankAnswers({ context, value }: Snapshot): TemplateEditorEvent[] {
  const { input, form, provider } = context as TemplateEditorContext;
  const done = (id: string, output: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output }) as unknown as TemplateEditorEvent;
  switch (value) {
    case 'loading':
      return [done('loadEditor', templateStarts[input.mode === 'edit' ? 'edit' : 'new'])];
    case 'loadingProvider':
      return [
        done(
          'loadProvider',
          paymentProviders.find(({ id }) => id === form.providerId),
        ),
      ];
    case 'saving': {
      const request = templateRequest(form, provider) as PaymentTemplateRequest;
      const templateId = input.mode === 'edit' ? input.templateId : null;
      return [done('saveTemplate', templateOf({ templateId, request }))];
    }
    case 'deleting':
      return [done('deleteTemplate', undefined)];
    default:
      return [];
  }
}

function customerEvents(snapshot: Snapshot): TemplateEditorEvent[] {
  const { form, provider } = snapshot.context as TemplateEditorContext;
  const field = provider?.fields[0]?.name;
  return [
    { type: 'NAME.CHANGE', value: next('name', form.name) },
    { type: 'CATEGORY.SELECT', value: form.category === 'MOBILE' ? 'GAS' : 'MOBILE' },
    ...paymentCategories.categories
      .filter(({ category }) => category === form.category)
      // Another provider than the chosen one: pressing the chosen radio changes nothing.
      .flatMap(({ providers }) => providers.filter(({ id }) => id !== form.providerId).slice(0, 1))
      .map(({ id }) => ({ type: 'PROVIDER.SELECT' as const, value: id })),
    ...(field
      ? [{ type: 'FIELD.CHANGE' as const, field, value: next(field, form.fields[field]) }]
      : []),
    // The amount is asked once the provider's form is known (its limits).
    ...(field ? [{ type: 'AMOUNT.CHANGE' as const, value: next('amount', form.amount) }] : []),
    { type: 'SUBMIT' },
    { type: 'DELETE' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'RETRY' },
  ];
}

export const templateEditorModel: ModelPathsOptions<typeof templateEditorMachine> = {
  inputs: [newInput, editInput],
  events: (snapshot) => [...customerEvents(snapshot), ...bankAnswers(snapshot)],
  actorResults: {
    loadEditor: { errors: [templateGone, unexplained] },
    loadProvider: { errors: [unexplained] },
    saveTemplate: { errors: [nameTaken, templateGone, unexplained] },
    deleteTemplate: { errors: [templateGone, unexplained] },
  },
  serializeState: ({ value, context }) => {
    const { input, form, provider, refusal } = context as TemplateEditorContext;
    return JSON.stringify({
      value,
      mode: input.mode,
      category: form.category,
      provider: provider?.id ?? null,
      sendable: templateRequest(form, provider) !== undefined,
      refusal: refusal && (refusal.field ?? 'form'),
    });
  },
};
