/**
 * The lifecycle chart walked against the React wizard: every path of the model opens the request
 * modal on a request resumed in the path's first status, then lets the bank move the request
 * along the path. After each move the wizard reads the request again, as it does when a step's
 * call succeeds, and shows the PRODUCT 4.1 step, the list status and the screen of the status.
 *
 * The step screens are stand-ins (their own tests cover them): each module StepContent loads
 * lazily answers with a placeholder naming the module and the status it was given, so the test
 * reads the real way from a status to its screen (the chart's meta, then StepContent's table).
 * A screen added there is stubbed as it lands; the test then asks for it to be named in
 * `expectedScreens`. The steps are checked against tests/support/product-steps.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../domain/loan-requests';
import {
  type ApplicationProduct,
  allowedEvents,
  type LifecycleEvent,
  type LoanApplicationStatus,
  lifecycleEventTypes,
  loanApplicationMachine,
  loanApplicationStatuses,
  statusOf,
} from '../../machines/loanApplication.machine';
import { App } from '../../src/app/App';
import { createAppRouter } from '../../src/app/router';
import type { StepProps } from '../../src/features/applications/step-props';
import { queryClient } from '../../src/shared/api';
import { activateLocale } from '../../src/shared/i18n';
import { ordersQueryKey } from '../../src/shared/queries/orders';
import { session } from '../../src/shared/session';
import { fakeBank, http } from '../fake-bank';
import { order } from '../fake-bank/fixtures/requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { modelPaths } from '../machines/support/model-paths';
import { failsStep, productStep, productStepLabels } from '../support/product-steps';
import { factsOf } from './facts';
import { storeAccessToken } from './render-app';

// Paths from the project root, where vitest runs.
const stepContentFile = resolve('src/features/applications/requests/StepContent.tsx');
// The step screens StepContent imports lazily, as written there ('../fatca/FatcaStep').
const screenModules = [
  ...readFileSync(stepContentFile, 'utf8').matchAll(/import\('(\.\.?\/[^']+)'\)/g),
].map((match) => match[1] as string);

// Not hoisted (vi.mock is): the modules are only known at run time. StepContent imports them
// when a status first needs one, after these mocks are in place.
const screenPath = (module: string) => resolve(dirname(stepContentFile), module);
for (const module of screenModules) {
  vi.doMock(screenPath(module), () => ({
    default: ({ order: shown, onChanged }: StepProps) => (
      <section data-step-screen={module} data-status={shown.status}>
        <button type="button" onClick={onChanged}>
          Step done
        </button>
      </section>
    ),
  }));
}

/**
 * The screen each status shows (StepContent's table, as the customer should meet it); none for
 * the others. A screen added to StepContent fails this test until it is named here.
 */
const expectedScreens: Partial<Record<LoanApplicationStatus, string>> = {
  DEFAULT: '../offers/OffersStep',
  READY_FOR_FATCA: '../fatca/FatcaStep',
  MOVED_TO_TRADITIONAL_WAY: '../fatca/FatcaOutcome',
  READY_FOR_IDENTIFICATION: '../identification/SlotStep',
  WAITING_IDENTIFICATION_RESULT: '../identification/BookedCallStep',
  IDENTIFICATION_REJECTED: '../identification/IdentificationRejected',
  INSURANCE_SELECTIONS: '../insurance/InsuranceStep',
  DOCUMENTS_PREPARATION: '../documents/DocumentsStep',
  READY_FOR_SIGN: '../documents/DocumentsStep',
  SIGNED: '../documents/SignedStep',
  COMPLETED: '../documents/CompletedStep',
  WAITING_REFRESH: '../refresh/RefreshStep',
};
/** Where an account or a deposit shows another screen than a loan. */
const accountScreens: Partial<Record<LoanApplicationStatus, string>> = {
  INSURANCE_SELECTIONS: '../insurance/DepositInsuranceStep',
};

const products = {
  LOAN: { title: 'Credit', fields: { productType: 'LOAN', type: 'LOAN' } },
  REFIN: { title: 'Refinancing', fields: { productType: 'LOAN', type: 'REFIN' } },
  ACCOUNT: { title: 'New account', fields: { productType: 'ACCOUNT', type: undefined } },
  DEPOSIT: { title: 'New deposit', fields: { productType: 'DEPOSIT', type: undefined } },
} satisfies Record<ApplicationProduct, { title: string; fields: Partial<Order> }>;

// The one transition each product never takes: where FATCA_PASSED leads the other products.
const otherFatcaBranch: Record<ApplicationProduct, string> = {
  LOAN: 'loanApplication.READY_FOR_FATCA FATCA_PASSED #1',
  REFIN: 'loanApplication.READY_FOR_FATCA FATCA_PASSED #1',
  ACCOUNT: 'loanApplication.READY_FOR_FATCA FATCA_PASSED #0',
  DEPOSIT: 'loanApplication.READY_FOR_FATCA FATCA_PASSED #0',
};

const listStatuses: Partial<Record<LoanApplicationStatus, string>> = {
  COMPLETED: 'Formalised',
  CANCELED: 'Canceled',
  MOVED_TO_TRADITIONAL_WAY: 'Moved to a branch',
  FATCA_REJECTED: 'Declined',
};

interface WizardView {
  /** The steps as read: ✓ done, the number of the others, ! and a note on a failed one. */
  steps: string[];
  current: string | null;
  status: string;
  screen: { module: string; status: string } | null;
}

/** What the customer should see for a request of the product in `status`. */
function expectedView(product: ApplicationProduct, status: LoanApplicationStatus): WizardView {
  const loan = product === 'LOAN' || product === 'REFIN';
  const labels = productStepLabels(product);
  // A completed request has every step done; the others count from 0 (loans) or 1.
  const step = productStep(product, status);
  const active = status === 'COMPLETED' ? labels.length : loan ? step : step - 1;
  const failed = failsStep(status);
  const steps = labels.map((label, index) => {
    if (index < active) return `✓${label}`;
    if (index === active && failed) return `!${label} (not possible online)`;
    return `${index + 1}${label}`;
  });
  const module = (loan ? undefined : accountScreens[status]) ?? expectedScreens[status];
  return {
    steps,
    current: steps[active] ?? null,
    status: listStatuses[status] ?? 'In progress',
    screen: module ? { module, status } : null,
  };
}

function wizardView(dialog: HTMLElement): WizardView {
  const list = within(dialog).getByRole('list', { name: 'Steps of the application' });
  const current = within(list).queryByRole('listitem', { current: 'step' });
  const screenElement = dialog.querySelector<HTMLElement>('[data-step-screen]');
  return {
    steps: within(list)
      .getAllByRole('listitem')
      .map((step) => step.textContent ?? ''),
    current: current?.textContent ?? null,
    status: factsOf(dialog).Status ?? '',
    screen: screenElement
      ? {
          module: screenElement.dataset.stepScreen ?? '',
          status: screenElement.dataset.status ?? '',
        }
      : null,
  };
}

type RequestBank = ReturnType<typeof stubRequestBank>;

/** The bank of one request: the list answers it in its current status. */
function stubRequestBank(request: Order) {
  const bank = { request, answered: [] as string[] };
  fakeBank.use(
    customerInfo(),
    http.get('/api/v1/orders', ({ response }) => {
      bank.answered.push(bank.request.status);
      return response(200).json([bank.request]);
    }),
  );
  return bank;
}

/**
 * The bank moves the request, and the wizard reads it again: through the step screen's
 * onChanged when one is shown (after its call succeeded), else as any re-read of the list does.
 */
async function moveRequest(bank: RequestBank, dialog: HTMLElement, status: string) {
  bank.request = { ...bank.request, status };
  const done = within(dialog).queryByRole('button', { name: 'Step done' });
  if (done) fireEvent.click(done);
  else void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  // No DOM change to wait on yet: poll the bank often rather than every 50 ms.
  await waitFor(() => expect(bank.answered.at(-1)).toBe(status), { interval: 1 });
}

const shows = async (dialog: HTMLElement, view: WizardView, because: string) =>
  waitFor(() => expect(wizardView(dialog), because).toEqual(view));

// One app for the file, out of reach of the cleanup after each test: every path opens its own
// request's modal over the list, which mounts the dialog afresh as opening it from the list does.
let app: Awaited<ReturnType<typeof mountApp>> | undefined;
let opened = 0;

async function mountApp() {
  await activateLocale('en');
  session.init();
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/en'] }) });
  await router.load();
  // Loaded once here, so no step waits for its screen's chunk.
  await Promise.all(screenModules.map((module) => import(/* @vite-ignore */ screenPath(module))));
  queryClient.clear();
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<App router={router} />));
  return {
    router,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

/** Opens the modal of a new request the bank holds in `status`. */
async function openRequest(fields: Partial<Order>, status: string, title: string) {
  opened += 1;
  const bank = stubRequestBank(order(`application-${opened}`, { ...fields, status }));
  app ??= await mountApp();
  await act(() => queryClient.invalidateQueries({ queryKey: ordersQueryKey }));
  const { router } = app;
  await act(() => router.navigate({ href: `/en/loan-requests/${bank.request.id}` }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { bank, dialog };
}

beforeEach(() => storeAccessToken());
afterAll(() => app?.unmount());

describe.each(Object.keys(products) as ApplicationProduct[])(
  'the %s wizard, walked along the lifecycle chart',
  (product) => {
    // An application of the product resumed in each status, as in the chart's own model test.
    const { paths, coverage } = modelPaths(loanApplicationMachine, {
      inputs: loanApplicationStatuses.map((status) => ({ product, status })),
      events: () => lifecycleEventTypes.map((type) => ({ type }) as LifecycleEvent),
    });
    const walked = { statuses: new Set<string>(), transitions: new Set<string>() };

    it('has paths through every transition but the other products’ FATCA branch', () => {
      expect(coverage.transitions.missing).toEqual([otherFatcaBranch[product]]);
      expect(coverage.states.missing).toEqual([]);
    });

    const named = paths.map(({ path, name }) => {
      const start = statusOf(path.steps[0]?.state ?? path.state);
      return [name ? `${start}: ${name}` : start, { path, start }] as const;
    });

    it.each(named)('walks from %s', async (_, { path, start }) => {
      const { title, fields } = products[product];
      const { bank, dialog } = await openRequest(fields, start, title);
      await shows(dialog, expectedView(product, start), `resumed in ${start}`);
      walked.statuses.add(start);

      for (const { event, state } of path.steps.slice(1)) {
        const before = bank.request.status;
        const after = statusOf(state);
        await moveRequest(bank, dialog, after);
        await shows(dialog, expectedView(product, after), `${before} ${event.type}`);
        walked.statuses.add(after);
        walked.transitions.add(`${before} ${event.type}`);
      }
    });

    // Runs after the paths above: the wizard showed every status and made every allowed move.
    it('walked every status and every move the chart allows the product', () => {
      expect([...walked.statuses].sort()).toEqual([...loanApplicationStatuses].sort());
      const allowed = loanApplicationStatuses.flatMap((status) =>
        allowedEvents(status, product).map((type) => `${status} ${type}`),
      );
      expect([...walked.transitions].sort()).toEqual(allowed.sort());
    });
  },
);

it('knows every screen StepContent loads', () => {
  const modules = [...Object.values(expectedScreens), ...Object.values(accountScreens)];
  expect([...screenModules].sort()).toEqual([...new Set(modules)].sort());
});
