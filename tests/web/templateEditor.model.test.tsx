/**
 * The template editor chart against its screens: every model path walked by a customer with the
 * keyboard and the mouse, the bank held at the network edge (its answers checked against the
 * contract), and after each step the page must show what the chart says: the form or its
 * outcome, the buttons, the confirm dialog, and each problem and refusal at its field.
 */
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  type TemplateField,
  type TemplateProblem,
  templateFormProblems,
} from '../../machines/templateEditor.form';
import {
  type TemplateEditorContext,
  type TemplateEditorEvent,
  type TemplateEditorInput,
  templateEditorMachine,
} from '../../machines/templateEditor.machine';
import { createTemplateEditorServices } from '../../src/features/payment-templates/services';
import { TemplateEditorView } from '../../src/features/payment-templates/TemplateEditorView';
import { api } from '../../src/shared/api';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { type HeldBank, holdBankCalls } from '../fake-bank';
import { paymentCategories } from '../fake-bank/fixtures/payments';
import { modelPaths } from '../machines/support/model-paths';
import { savedTemplate, templateEditorModel } from '../machines/templateEditor.model';
import { buttonState } from './auth/screen';

const { paths, coverage } = modelPaths(templateEditorMachine, templateEditorModel);
const same = templateEditorModel.serializeState ?? JSON.stringify;
const start = (input: TemplateEditorInput) =>
  createActor(withBankCalls(templateEditorMachine, createTemplateEditorServices(api)), {
    input,
  }).start();
type Actor = ReturnType<typeof start>;

function Page({ actor }: { actor: Actor }) {
  const snapshot = useSelector(actor, (state) => state);
  return (
    <TemplateEditorView snapshot={snapshot} send={actor.send} backLink={<a href="/">Back</a>} />
  );
}

const categoryLabels: Record<string, string> = { MOBILE: 'Mobile operators', GAS: 'Gas' };
const fieldLabels: Partial<Record<TemplateField, string>> = {
  name: 'Template name',
  phone: 'Mobile number',
  subscriberCode: 'Subscriber code',
  amount: 'Amount, ₼ (optional)',
};
const buttons: Partial<Record<TemplateEditorEvent['type'], string>> = {
  SUBMIT: 'Save the template',
  DELETE: 'Delete the template',
  CONFIRM: 'Yes, delete it',
  CANCEL: 'Cancel',
  RETRY: 'Try again',
};
const shownAtOnce = new Set<TemplateProblem>([
  'NAME_TOO_LONG',
  'PHONE_PREFIX_NOT_OPERATOR',
  'AMOUNT_INVALID',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_TOO_PRECISE',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_ABOVE_MAX',
]);

const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;

async function typeInto(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

const answer = (network: HeldBank, path: string, status: number, body: unknown) =>
  act(() => void network.answer(path, status, body));

async function answerWhenAsked(network: HeldBank, path: string, status: number, body: unknown) {
  await waitFor(() => expect(network.waiting()).toContain(path));
  await answer(network, path, status, body);
}

/** The requests of loading: the template first when editing, then the providers and its own. */
async function settleLoading(
  network: HeldBank,
  context: TemplateEditorContext,
  event: SystemEvent,
) {
  const edit = context.input.mode === 'edit';
  const first = edit
    ? `/api/v1/payment-templates/${savedTemplate.id}`
    : '/api/v1/payment-providers';
  if (event.error)
    return answerWhenAsked(network, first, event.error.status ?? 500, errorBody(event));
  await answerWhenAsked(network, '/api/v1/payment-providers', 200, paymentCategories);
  if (!edit) return;
  await answerWhenAsked(network, first, 200, savedTemplate);
  await answerWhenAsked(network, '/api/v1/payment-providers/azercell', 200, event.output?.provider);
}

interface SystemEvent {
  type: string;
  output?: { provider?: unknown } & Record<string, unknown>;
  error?: Error & { status?: number; code?: string };
}
const errorBody = ({ error }: SystemEvent) => ({
  code: error?.code ?? 'INTERNAL',
  message: error?.message ?? '',
});

/** The bank settles the held call of the path's step; everything else is the customer. */
async function perform(
  event: TemplateEditorEvent,
  user: UserEvent,
  network: HeldBank,
  actor: Actor,
) {
  const [, kind, , id = ''] = event.type.split('.');
  const { context } = actor.getSnapshot();
  const system = event as unknown as SystemEvent;
  const templatePath = `/api/v1/payment-templates/${savedTemplate.id}`;
  const saving = context.input.mode === 'edit' ? templatePath : '/api/v1/payment-templates';
  const settle = (path: string, okStatus: number, body: unknown) =>
    kind === 'done'
      ? answerWhenAsked(network, path, okStatus, body)
      : answerWhenAsked(network, path, system.error?.status ?? 500, errorBody(system));
  if (id === 'loadEditor') return settleLoading(network, context, system);
  if (id === 'loadProvider') {
    return settle(`/api/v1/payment-providers/${context.form.providerId}`, 200, system.output);
  }
  if (id === 'saveTemplate') {
    return settle(saving, context.input.mode === 'edit' ? 200 : 201, system.output);
  }
  if (id === 'deleteTemplate') return settle(templatePath, 204, null);
  switch (event.type) {
    case 'NAME.CHANGE':
      return typeInto(user, 'Template name', event.value);
    case 'FIELD.CHANGE':
      return typeInto(user, fieldLabels[event.field] ?? event.field, event.value);
    case 'AMOUNT.CHANGE':
      return typeInto(user, 'Amount, ₼ (optional)', event.value);
    case 'CATEGORY.SELECT':
      return user.click(screen.getByRole('radio', { name: categoryLabels[event.value] }));
    case 'PROVIDER.SELECT': {
      const name = paymentCategories.categories
        .flatMap(({ providers }) => providers)
        .find((provider) => provider.id === event.value)?.name;
      return user.click(screen.getByRole('radio', { name }));
    }
  }
  const name = buttons[event.type];
  if (name) return user.click(button(name) as HTMLElement);
  throw new Error(`no way to send ${event.type}`);
}

/** The text fields the page must mark invalid: problems shown by the chart's state, the refusal. */
function invalidFields(state: AnyMachineSnapshot): string[] {
  const { form, provider, refusal } = state.context as TemplateEditorContext;
  const problems = templateFormProblems(form, provider);
  const marked = new Set(
    (Object.entries(problems) as [TemplateField, TemplateProblem][])
      .filter(([, problem]) => state.matches('invalid') || shownAtOnce.has(problem))
      .map(([field]) => field),
  );
  if (refusal?.field) marked.add(refusal.field);
  return [...marked].filter((field) => fieldLabels[field]).sort();
}

function expected(state: AnyMachineSnapshot) {
  const { input, refusal } = state.context as TemplateEditorContext;
  const dialog = state.matches('confirmingDelete') || state.matches('deleting');
  const form = state.hasTag('form') && !dialog;
  const busy = state.hasTag('busy');
  const alerts = [
    ...(state.matches('loadFailed') ? ['The template could not be loaded.Try again'] : []),
    ...(form && refusal && !refusal.field ? [refusal.message || 'An error occurred'] : []),
    ...(state.matches('invalid') ? ['Check the fields marked above.'] : []),
  ];
  return {
    loading: state.matches('loading'),
    notFound: state.matches('notFound'),
    save: !form ? 'absent' : state.matches('saving') ? 'busy' : busy ? 'disabled' : 'enabled',
    delete:
      !form || input.mode !== 'edit'
        ? 'absent'
        : state.can({ type: 'DELETE' })
          ? 'enabled'
          : 'disabled',
    confirm: !dialog ? 'absent' : state.matches('deleting') ? 'busy' : 'enabled',
    status: state.matches('saved')
      ? 'The template is saved.'
      : state.matches('deleted')
        ? 'The template is deleted.'
        : '',
    alerts,
    invalid: form ? invalidFields(state) : [],
  };
}

function seen() {
  return {
    loading: screen.queryByLabelText('Loading the template') !== null,
    notFound: screen.queryByRole('heading', { name: 'Template not found' }) !== null,
    save: buttonState(button('Save the template')),
    delete: buttonState(button('Delete the template')),
    confirm: buttonState(button('Yes, delete it')),
    status: screen.queryByRole('status')?.textContent ?? '',
    alerts: screen.queryAllByRole('alert').map((each) => each.textContent),
    invalid: Object.entries(fieldLabels)
      .filter(
        ([, label]) => screen.queryByLabelText(label)?.getAttribute('aria-invalid') === 'true',
      )
      .map(([field]) => field)
      .sort(),
  };
}

/** A refusal about a field stands under that field, tied to it for assistive technology. */
function refusalUnderItsField(state: AnyMachineSnapshot) {
  const { refusal } = state.context as TemplateEditorContext;
  const label = refusal?.field && fieldLabels[refusal.field];
  if (!state.hasTag('form') || !label || !refusal.message) return;
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
    expect.stringContaining(refusal.message),
  );
}

beforeAll(() => activateLocale('en'));

describe('the template editor, model-based', () => {
  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path }) => {
    const network = holdBankCalls();
    const actor = start(path.steps[0]?.state.context.input as TemplateEditorInput);
    render(
      <I18nProvider i18n={i18n}>
        <Page actor={actor} />
      </I18nProvider>,
    );
    const user = userEvent.setup({ delay: null });
    for (const step of path.steps.slice(1)) {
      const event = step.event as TemplateEditorEvent;
      await perform(event, user, network, actor);
      await waitFor(() => expect(same(actor.getSnapshot()), event.type).toBe(same(step.state)));
      await waitFor(() => expect(seen(), event.type).toEqual(expected(step.state)));
      refusalUnderItsField(step.state);
    }
    actor.stop();
  });
});
