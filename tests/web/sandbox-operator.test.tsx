import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatNationalPhone,
  type OperatorApplication,
  phoneFilterOf,
} from '../../src/features/sandbox-operator/operator-applications';
import { toast } from '../../src/ui';
import { renderAppAt } from './render-app';

const waiting: OperatorApplication = {
  id: 'a-2',
  customerName: 'Nigar Hüseynova',
  customerPhoneNumber: '772223344',
  type: 'LOAN',
  status: 'WAITING_IDENTIFICATION_RESULT',
  requestedAmount: 5000,
  currency: 'AZN',
  createdAt: '2026-11-21T06:00:00Z',
  deadline: '2026-11-24T06:00:00Z',
  allowedEvents: [
    'IDENTIFICATION_APPROVED',
    'IDENTIFICATION_REJECTED',
    'DEADLINE_PASSED',
    'SENT_TO_REVIEW',
    'CANCELED',
  ],
};
const closed: OperatorApplication = {
  ...waiting,
  id: 'a-1',
  customerName: 'Leyla Məmmədova',
  customerPhoneNumber: '501234567',
  type: 'REFIN',
  status: 'COMPLETED',
  requestedAmount: 12000.5,
  allowedEvents: [],
};

/** A sandbox bank: the list, and events that cancel or refuse as the server would. */
function stubSandbox(refusal?: string) {
  let applications = [waiting, closed];
  const calls: Array<{ method: string; url: URL; body?: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'POST' ? await request.json() : undefined;
      calls.push({ method: request.method, url, body });
      if (request.method === 'POST') {
        if (refusal) {
          return Response.json({ code: 'CONFLICT', message: refusal }, { status: 409 });
        }
        applications = applications.map((application) =>
          url.pathname.includes(application.id)
            ? { ...application, status: 'CANCELED', allowedEvents: [] }
            : application,
        );
        return Response.json({ id: 'a-2', status: 'CANCELED' });
      }
      const phone = url.searchParams.get('phone');
      return Response.json(
        phone
          ? applications.filter((application) => phone.endsWith(application.customerPhoneNumber))
          : applications,
      );
    }),
  );
  return calls;
}

afterEach(() => {
  act(() => toast.clear());
  vi.unstubAllGlobals();
});

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('sandbox operator console', () => {
  it('lists applications with buttons only for the events the chart allows', async () => {
    stubSandbox();
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
    const calls = stubSandbox();
    await renderAppAt('/en/sandbox-operator');
    await screen.findByRole('table');

    within(rowOf('Nigar')).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Done: Cancel')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/sandbox/v1/loan-applications/a-2/events');
    expect(post?.body).toEqual({ type: 'CANCELED' });
    await waitFor(() => expect(within(rowOf('Nigar')).getByText('CANCELED')).toBeVisible());
    expect(within(rowOf('Nigar')).queryByRole('button')).toBeNull();
  });

  it('shows the bank’s words when the chart refuses', async () => {
    stubSandbox('The application cannot do that now. Nothing was changed.');
    await renderAppAt('/en/sandbox-operator');
    await screen.findByRole('table');

    await userEvent.click(within(rowOf('Nigar')).getByRole('button', { name: 'Send to review' }));

    expect(await screen.findByText('The action was refused')).toBeVisible();
    expect(
      screen.getByText('The application cannot do that now. Nothing was changed.'),
    ).toBeVisible();
  });

  it('filters by a whole phone number, in Russian', async () => {
    const calls = stubSandbox();
    await renderAppAt('/ru/sandbox-operator');
    await screen.findByRole('table');

    await userEvent.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '50 123 45 67');

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(calls.at(-1)?.url.searchParams.get('phone')).toBe('501234567');
    expect(screen.getByRole('heading', { name: 'Консоль оператора' })).toBeVisible();
  });

  it('says so when the list cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
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
