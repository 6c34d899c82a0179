import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatNationalPhone,
  phoneFilterOf,
} from '../../src/features/sandbox-operator/operator-applications';
import { toast } from '../../src/shared/ui';
import { fakeBank, gatewayAnswer, http } from '../fake-bank';
import { bankError } from '../fake-bank/fixtures/errors';
import { identificationEvents, sandboxApplication } from '../fake-bank/fixtures/sandbox';
import { operatorConsole } from '../fake-bank/handlers/sandbox';
import { renderAppAt } from './render-app';

const waiting = sandboxApplication({
  id: 'a-2',
  status: 'WAITING_IDENTIFICATION_RESULT',
  requestedAmount: 5000,
  allowedEvents: identificationEvents,
});
const closed = sandboxApplication({
  ...waiting,
  id: 'a-1',
  customerName: 'Leyla Məmmədova',
  customerPhoneNumber: '501234567',
  type: 'REFIN',
  status: 'COMPLETED',
  requestedAmount: 12000.5,
  allowedEvents: [],
});

/** A sandbox bank: the list, and events that cancel, or are refused with `refusal`. */
function openBank(refusal?: string) {
  fakeBank.use(...operatorConsole({ applications: [waiting, closed] }));
  if (refusal) {
    fakeBank.use(
      http.post('/sandbox/v1/loan-applications/{id}/events', ({ response }) =>
        response(409).json(bankError('CONFLICT', refusal)),
      ),
    );
  }
}

afterEach(() => {
  act(() => toast.clear());
});

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('sandbox operator console', () => {
  it('lists applications with buttons only for the events the chart allows', async () => {
    openBank();
    await renderAppAt('/en/sandbox-operator');

    const table = await screen.findByRole('table', { name: 'Loan applications, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const nigar = within(rowOf('Nigar'));
    expect(nigar.getByText('+994 77 222 33 44')).toBeVisible();
    expect(nigar.getByText('WAITING_IDENTIFICATION_RESULT')).toBeVisible();
    expect(nigar.getByText('5 000.00 ₼')).toBeVisible();
    const actions = nigar.getByRole('group', { name: 'Actions for Nigar Hüseynova' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Identification approved',
      'Identification rejected',
      'Deadline passed',
      'Send to review',
      'Cancel',
    ]);
    const leyla = within(rowOf('Leyla'));
    expect(leyla.getByText('Refinancing')).toBeVisible();
    expect(leyla.getByText('12 000.50 ₼')).toBeVisible();
    expect(leyla.queryByRole('button')).toBeNull();
    expect(leyla.getByText('No actions: the application is closed')).toBeVisible();
  });

  it('applies an event by keyboard, confirms it and shows the new status', async () => {
    openBank();
    await renderAppAt('/en/sandbox-operator');
    await screen.findByRole('table');

    within(rowOf('Nigar')).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Done: Cancel')).toBeVisible();
    const post = fakeBank.calls({ method: 'POST' })[0];
    expect(post?.path).toBe('/sandbox/v1/loan-applications/a-2/events');
    expect(await post?.request.clone().json()).toEqual({ type: 'CANCELED' });
    await waitFor(() => expect(within(rowOf('Nigar')).getByText('CANCELED')).toBeVisible());
    expect(within(rowOf('Nigar')).queryByRole('button')).toBeNull();
  });

  it('starts a booked video call, after which it only says so', async () => {
    fakeBank.use(
      ...operatorConsole({ applications: [{ ...waiting, identificationCall: 'BOOKED' }, closed] }),
    );
    await renderAppAt('/en/sandbox-operator');
    await screen.findByRole('table');

    await userEvent.click(
      within(rowOf('Nigar')).getByRole('button', { name: 'Start the video call' }),
    );

    expect(await screen.findByText('Done: Start the video call')).toBeVisible();
    const post = fakeBank.calls({ method: 'POST' })[0];
    expect(post?.path).toBe('/sandbox/v1/loan-applications/a-2/identification-call');
    await waitFor(() =>
      expect(within(rowOf('Nigar')).getByText('Video call started')).toBeVisible(),
    );
    expect(
      within(rowOf('Nigar')).queryByRole('button', { name: 'Start the video call' }),
    ).toBeNull();
  });

  it('shows the bank’s words when the chart refuses', async () => {
    openBank('The application cannot do that now. Nothing was changed.');
    await renderAppAt('/en/sandbox-operator');
    await screen.findByRole('table');

    await userEvent.click(within(rowOf('Nigar')).getByRole('button', { name: 'Send to review' }));

    expect(await screen.findByText('The action was refused')).toBeVisible();
    expect(
      screen.getByText('The application cannot do that now. Nothing was changed.'),
    ).toBeVisible();
  });

  it('filters by a whole phone number, in Russian', async () => {
    openBank();
    await renderAppAt('/ru/sandbox-operator');
    await screen.findByRole('table');

    await userEvent.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '50 123 45 67');

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(fakeBank.calls().at(-1)?.query.phone).toBe('501234567');
    expect(screen.getByRole('heading', { name: 'Консоль оператора' })).toBeVisible();
  });

  it('says so when the list cannot be read', async () => {
    fakeBank.use(
      http.get('/sandbox/v1/loan-applications', ({ response }) =>
        response.untyped(gatewayAnswer(500)),
      ),
    );
    await renderAppAt('/en/sandbox-operator');
    expect(
      await screen.findByText('The applications could not be loaded. They will be tried again.'),
    ).toBeVisible();
  });

  it('filters only by a whole phone number and formats it', () => {
    expect(phoneFilterOf('+994 (77) 222-33-44')).toBe('994772223344');
    expect(phoneFilterOf('77 222')).toBeUndefined();
    expect(formatNationalPhone('772223344')).toBe('+994 77 222 33 44');
  });
});
