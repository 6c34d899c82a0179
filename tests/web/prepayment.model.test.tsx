/**
 * The early-repayment chart against its page: every model path walked by a customer with the
 * keyboard and the mouse, the bank held at the network edge (its answers checked against the
 * contract), and after each step the page shows what the chart says: the form, the schedules
 * side by side, the result, each refusal at the amount field or over the page.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  amountProblem,
  type PrepaymentContext,
  type PrepaymentEvent,
  prepaymentMachine,
} from '../../machines/prepayment.machine';
import { PrepaymentView } from '../../src/features/prepayment/PrepaymentView';
import { createPrepaymentServices } from '../../src/features/prepayment/services';
import { api } from '../../src/shared/api';
import type { ApiError } from '../../src/shared/api/errors';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { type HeldBank, holdBankCalls } from '../fake-bank';
import { prepaymentLoan, prepaymentLoans } from '../fake-bank/fixtures/prepayments';
import { openedId, prepaymentModel } from '../machines/prepayment.model';
import { modelPaths } from '../machines/support/model-paths';

const { paths, coverage } = modelPaths(prepaymentMachine, prepaymentModel);
const same = prepaymentModel.serializeState ?? JSON.stringify;

const optionNames = {
  FM_1: /Reduce the term/,
  FM_2: /Reduce the monthly payment/,
  FM_3: /Repay in full/,
} as const;
const buttons: Partial<Record<PrepaymentEvent['type'], string>> = {
  SUBMIT: 'Show the new schedule',
  BACK: 'Back',
  CONFIRM: 'Repay early',
  RETRY: 'Try again',
  EDIT: 'Change the request',
  CANCEL: 'Cancel the request',
  KEEP: 'Keep it',
  'CANCEL.CONFIRM': 'Yes, cancel it',
};
const amountLabel = 'Amount to pay now, ₼';

/** Which call an invoke id makes, as the held bank sees its path. */
function callPath(id: string, context: PrepaymentContext) {
  const prepaymentId = context.prepayment?.id ?? context.prepaymentId ?? openedId;
  if (id === 'quotePrepayment') return '/api/v1/prepayments/quote';
  if (id === 'createPrepayment') return '/api/v1/prepayments';
  if (id === 'getPrepayment') return `/api/v1/prepayments/${prepaymentId}`;
  return `/api/v1/prepayments/${prepaymentId}/cancel`;
}

function expected(state: AnyMachineSnapshot) {
  const context = state.context as PrepaymentContext;
  const step = state.hasTag('form')
    ? 'form'
    : ['reviewing', 'creating', 'failed'].some((s) => state.matches(s))
      ? 'review'
      : state.matches('result')
        ? 'result'
        : state.matches('openFailed')
          ? 'openFailed'
          : 'loading';
  const amountField = context.option === 'FM_1' || context.option === 'FM_2';
  return {
    step,
    amountError:
      step === 'form' &&
      amountField &&
      (context.refusal?.field === 'amount' ||
        (context.showProblems && amountProblem(context) !== null)),
    alert: context.refusal !== null && context.refusal.field === null,
    cancel: state.can({ type: 'CANCEL' }),
    confirming:
      state.matches({ result: 'confirmingCancel' }) || state.matches({ result: 'canceling' }),
  };
}

function seen() {
  const step = screen.queryByRole('button', { name: 'Show the new schedule' })
    ? 'form'
    : document.getElementById('prepayment-review')
      ? 'review'
      : document.getElementById('prepayment-result')
        ? 'result'
        : screen.queryByRole('button', { name: 'New early repayment' })
          ? 'openFailed'
          : 'loading';
  const amount = screen.queryByLabelText(amountLabel);
  return {
    step,
    amountError: amount?.getAttribute('aria-invalid') === 'true',
    alert: screen.queryByRole('alert') !== null,
    cancel: screen.queryByRole('button', { name: 'Cancel the request' }) !== null,
    confirming: screen.queryByRole('button', { name: 'Yes, cancel it' }) !== null,
  };
}

async function press(user: UserEvent, event: PrepaymentEvent, send: (e: PrepaymentEvent) => void) {
  if (event.type === 'LOANS') {
    // The app's loans query answering again, not the customer.
    act(() => send(event));
  } else if (event.type === 'LOAN.SELECT') {
    const loan = prepaymentLoans.find(({ id }) => id === event.value);
    await user.click(screen.getByRole('radio', { name: new RegExp(loan?.contractNumber ?? '') }));
  } else if (event.type === 'OPTION.SELECT') {
    await user.click(screen.getByRole('radio', { name: optionNames[event.value] }));
  } else if (event.type === 'AMOUNT.CHANGE') {
    const field = screen.getByLabelText(amountLabel);
    await user.clear(field);
    if (event.value) await user.type(field, event.value);
  } else if (event.type === 'NEW') {
    const name = screen.queryByRole('button', { name: 'New early repayment' })
      ? 'New early repayment'
      : 'Another early repayment';
    await user.click(screen.getByRole('button', { name }));
  } else {
    await user.click(screen.getByRole('button', { name: buttons[event.type] }));
  }
}

async function settle(network: HeldBank, type: string, event: object, actor: AnyMachineSnapshot) {
  const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
  const path = callPath(id, actor.context as PrepaymentContext);
  if (type.startsWith('xstate.done')) {
    const status = id === 'createPrepayment' ? 201 : 200;
    await act(() => void network.answer(path, status, (event as { output: unknown }).output));
  } else {
    const error = (event as { error: ApiError }).error;
    const body = { code: error.code, message: error.message };
    await act(() => void network.answer(path, error.status, body));
  }
}

beforeAll(() => activateLocale('en'));
afterEach(() => cleanup());

describe('the early-repayment page, model-based', () => {
  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path: walk }) => {
    const network = holdBankCalls();
    const opened = walk.steps[0]?.state.context.prepaymentId;
    const input = opened
      ? { loans: prepaymentLoans, prepaymentId: opened }
      : { loans: prepaymentLoans, loanId: prepaymentLoan.id };
    const actor = createActor(withBankCalls(prepaymentMachine, createPrepaymentServices(api)), {
      input,
    }).start();
    function Page() {
      const snapshot = useSelector(actor, (state) => state);
      return <PrepaymentView snapshot={snapshot} send={actor.send} />;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Page />
      </I18nProvider>,
    );
    const user = userEvent.setup({ delay: null });
    for (const step of walk.steps.slice(1)) {
      const type: string = step.event.type;
      if (type.startsWith('xstate.')) {
        await waitFor(() => expect(network.waiting().length).toBeGreaterThan(0));
        await settle(network, type, step.event, actor.getSnapshot());
      } else await press(user, step.event, actor.send);
      await waitFor(() => expect(same(actor.getSnapshot()), type).toBe(same(step.state)));
      await waitFor(() => expect(seen(), type).toEqual(expected(step.state)));
    }
    actor.stop();
  });
});
