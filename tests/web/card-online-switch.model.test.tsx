/**
 * The card's online payments switch against its panel: every model path pressed by a customer,
 * the bank held at the network edge; after each step the switch shows the position the chart
 * asked for, is disabled while the bank answers, and a refusal says why.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { cardOnlinePaymentsMachine } from '../../machines/cardOnlinePayments.machine';
import { CardOnlineSwitch } from '../../src/features/cards/CardOnlineSwitch';
import { createCardOnlineServices } from '../../src/features/cards/control-services';
import { api } from '../../src/shared/api';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { holdBankCalls } from '../fake-bank';
import { sampleControls } from '../machines/cardControls.fixtures';
import { cardOnlineModel } from '../machines/cardOnlinePayments.model';
import { modelPaths } from '../machines/support/model-paths';

const { paths, coverage } = modelPaths(cardOnlinePaymentsMachine, cardOnlineModel);
const same = cardOnlineModel.serializeState ?? JSON.stringify;
const path = `/api/v1/cards/${sampleControls.cardId}/online-payments`;

function expected(state: AnyMachineSnapshot) {
  return {
    checked: state.context.asked as boolean,
    disabled: state.hasTag('busy'),
    refused: state.matches('failed'),
  };
}

function seen() {
  const control = screen.getByRole('switch') as HTMLInputElement;
  return {
    checked: control.checked,
    disabled: control.disabled,
    refused: screen.queryByRole('alert') !== null,
  };
}

beforeAll(() => activateLocale('en'));
afterEach(() => cleanup());

describe('the card online switch, model-based', () => {
  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path: walk }) => {
    const network = holdBankCalls();
    const start = walk.steps[0]?.state.context;
    const actor = createActor(
      withBankCalls(cardOnlinePaymentsMachine, createCardOnlineServices(api)),
      { input: { cardId: start.cardId, enabled: start.enabled } },
    ).start();
    function Panel() {
      const snapshot = useSelector(actor, (state) => state);
      return <CardOnlineSwitch snapshot={snapshot} send={actor.send} />;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Panel />
      </I18nProvider>,
    );
    const user = userEvent.setup({ delay: null });
    for (const step of walk.steps.slice(1)) {
      const event = step.event as { type: string; output?: unknown; error?: Error };
      if (event.type === 'TOGGLE') await user.click(screen.getByRole('switch'));
      else if (event.type.startsWith('xstate.done')) {
        await act(() => void network.answer(path, 200, event.output));
      } else {
        const body = { code: 'INTERNAL_ERROR', message: event.error?.message };
        await act(() => void network.answer(path, 500, body));
      }
      await waitFor(() => expect(same(actor.getSnapshot()), event.type).toBe(same(step.state)));
      await waitFor(() => expect(seen(), event.type).toEqual(expected(step.state)));
    }
    actor.stop();
  });
});
