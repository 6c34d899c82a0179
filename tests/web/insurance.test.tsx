import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../src/domain/loan-requests';
import { order } from '../../stories/loan-requests/request-fixtures';
import { renderAppAt, storeAccessToken } from './render-app';

beforeEach(() => storeAccessToken());
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const offers = [
  { insurerId: 'PASHA_SIGORTA', name: 'PAŞA Sığorta', premium: 90, currency: 'AZN' },
  { insurerId: 'MEGA_SIGORTA', name: 'Meqa Sığorta', premium: 112.5, currency: 'AZN' },
];

interface InsuranceBank {
  order: Order;
  /** The insurance calls the app made: method, path and query. */
  calls: string[];
  refuse?: string;
}

/** A bank for step 3 of one request: its offers, and select / update / skip moving it on. */
function stubInsuranceBank(insurances = offers, hasExistingInsurance = false): InsuranceBank {
  const bank: InsuranceBank = {
    order: order('loan-1', { status: 'INSURANCE_SELECTIONS' }),
    calls: [],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname, search } = new URL(request.url);
      if (pathname === '/api/v1/user/info') return json({ firstName: 'Nigar', lastName: 'Ə' });
      if (pathname === '/api/v1/orders') return json([bank.order]);
      if (pathname === '/loan-insurance/v1/loan-insurances/offers') {
        return json({ insurances, hasExistingInsurance });
      }
      if (pathname.startsWith('/loan-insurance/')) {
        bank.calls.push(`${request.method} ${pathname}${search}`);
        if (bank.refuse) return json({ code: 'CONFLICT', message: bank.refuse }, 409);
        bank.order.status = 'DOCUMENTS_PREPARATION';
        return json({ status: bank.order.status });
      }
      return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return bank;
}

async function openInsurance() {
  await renderAppAt('/en/loan-requests/loan-1');
  const dialog = await screen.findByRole('dialog', { name: 'Credit' });
  await within(dialog).findByRole('heading', { name: 'Loan insurance' });
  return dialog;
}

describe('the insurance step', () => {
  it('selects the chosen insurer by keyboard and moves the request on', async () => {
    const bank = stubInsuranceBank();
    const dialog = await openInsurance();
    const group = await within(dialog).findByRole('radiogroup', { name: 'Choose an insurer' });
    expect(within(group).getByRole('radio', { name: /Meqa Sığorta/ })).toBeVisible();
    expect(group).toHaveTextContent('112.50');
    const select = within(dialog).getByRole('button', { name: 'Select' });
    expect(select).toBeDisabled();

    // Arrow keys move the choice within the group; Tab leaves it for the Select button.
    await userEvent.click(within(group).getByRole('radio', { name: /PAŞA Sığorta/ }));
    await userEvent.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: /Meqa Sığorta/ })).toBeChecked();
    await userEvent.tab();
    expect(select).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(bank.calls).toEqual([
        'POST /loan-insurance/v1/loan-insurances/select?applicationId=loan-1&insurerId=MEGA_SIGORTA',
      ]),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('heading', { name: 'Loan insurance' })).toBeNull(),
    );
  });

  it('updates the insurer when the customer already has insurance', async () => {
    const bank = stubInsuranceBank(offers, true);
    const dialog = await openInsurance();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Meqa Sığorta/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change insurance' }));
    await waitFor(() =>
      expect(bank.calls).toEqual([
        'PATCH /loan-insurance/v1/loan-insurances?applicationId=loan-1&insurerId=MEGA_SIGORTA',
      ]),
    );
  });

  it('says no offer came, still lets the customer skip, and shows a refusal', async () => {
    const bank = stubInsuranceBank([]);
    bank.refuse = 'Müraciətin statusu dəyişib';
    const dialog = await openInsurance();
    expect(await within(dialog).findByText('Offer did not come')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Select' })).toBeNull();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Continue without insurance' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The insurance choice did not go through.',
    );
    expect(await screen.findByText('Müraciətin statusu dəyişib')).toBeVisible();

    bank.refuse = undefined;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Continue without insurance' }),
    );
    await waitFor(() =>
      expect(bank.calls.at(-1)).toBe(
        'POST /loan-insurance/v1/loan-insurances/skip?applicationId=loan-1',
      ),
    );
  });
});
