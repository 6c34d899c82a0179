import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InsuranceOffers } from '../../machines/insuranceChoice.machine';
import { fakeBank, http } from '../fake-bank';
import { nigar } from '../fake-bank/fixtures/customers';
import { bankError } from '../fake-bank/fixtures/errors';
import { unavailableInsurance } from '../fake-bank/fixtures/insurance';
import { order } from '../fake-bank/fixtures/requests';
import { insuranceStep } from '../fake-bank/handlers/insurance';
import { listOrders } from '../fake-bank/handlers/loan-requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

beforeEach(() => storeAccessToken());

const offers = [
  { insurerId: 'PASHA_SIGORTA', name: 'PAŞA Sığorta', premium: 90, currency: 'AZN' },
  { insurerId: 'MEGA_SIGORTA', name: 'Meqa Sığorta', premium: 112.5, currency: 'AZN' },
];

/** Nigar's bank with one request at step 3 (insurance). */
function openBank(
  insurances = offers,
  hasExistingInsurance = false,
  unavailable?: InsuranceOffers['unavailable'],
) {
  const request = order('loan-1', { status: 'INSURANCE_SELECTIONS' });
  fakeBank.use(
    customerInfo(nigar),
    listOrders({ orders: [request] }),
    ...insuranceStep(request, { insurances, hasExistingInsurance, unavailable }),
  );
}

/** The insurance calls the app made that change something: method, path and query. */
const insuranceCalls = () =>
  fakeBank
    .calls({ path: /^\/loan-insurance\// })
    .filter(({ method }) => method !== 'GET')
    .map(({ line }) => line);

async function openInsurance() {
  await renderAppAt('/en/loan-requests/loan-1');
  const dialog = await screen.findByRole('dialog', { name: 'Credit' });
  await within(dialog).findByRole('heading', { name: 'Loan insurance' });
  return dialog;
}

describe('the insurance step', () => {
  it('selects the chosen insurer by keyboard and moves the request on', async () => {
    openBank();
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
      expect(insuranceCalls()).toEqual([
        'POST /loan-insurance/v1/loan-insurances/select?applicationId=loan-1&insurerId=MEGA_SIGORTA',
      ]),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('heading', { name: 'Loan insurance' })).toBeNull(),
    );
  });

  it('updates the insurer when the customer already has insurance', async () => {
    openBank(offers, true);
    const dialog = await openInsurance();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Meqa Sığorta/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change insurance' }));
    await waitFor(() =>
      expect(insuranceCalls()).toEqual([
        'PATCH /loan-insurance/v1/loan-insurances?applicationId=loan-1&insurerId=MEGA_SIGORTA',
      ]),
    );
  });

  it('says no offer came, still lets the customer skip, and shows a refusal', async () => {
    openBank([]);
    // The first skip is refused; the one after "Try again" goes through.
    fakeBank.use(
      http.post(
        '/loan-insurance/v1/loan-insurances/skip',
        ({ response }) => response(409).json(bankError('CONFLICT', 'Müraciətin statusu dəyişib')),
        { once: true },
      ),
    );
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

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Continue without insurance' }),
    );
    await waitFor(() =>
      expect(insuranceCalls().at(-1)).toBe(
        'POST /loan-insurance/v1/loan-insurances/skip?applicationId=loan-1',
      ),
    );
  });

  it('explains when health insurance is unavailable, and goes on without it by keyboard', async () => {
    openBank([], false, unavailableInsurance.unavailable);
    await renderAppAt('/en/loan-requests/loan-1');
    const explained = await screen.findByRole('alertdialog', {
      name: 'Health insurance is unavailable',
    });
    expect(explained).toHaveTextContent('cover loans from 500.00');
    await waitFor(() => expect(explained).toContainElement(document.activeElement as HTMLElement));
    // Escape closes it and keeps the customer on the step, which says so and can still go on.
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole('alertdialog', { name: 'Health insurance is unavailable' }),
      ).toBeNull(),
    );
    const dialog = screen.getByRole('dialog', { name: 'Credit' });
    expect(
      within(dialog).getByText('Health insurance is unavailable for this loan.'),
    ).toBeVisible();
    expect(insuranceCalls()).toEqual([]);
  });

  it('continues without insurance from the unavailable dialog', async () => {
    openBank([], false, unavailableInsurance.unavailable);
    await renderAppAt('/en/loan-requests/loan-1');
    const explained = await screen.findByRole('alertdialog', {
      name: 'Health insurance is unavailable',
    });
    const go = within(explained).getByRole('button', { name: 'Continue without insurance' });
    await waitFor(() => expect(go).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(insuranceCalls()).toEqual([
        'POST /loan-insurance/v1/loan-insurances/skip?applicationId=loan-1',
      ]),
    );
  });
});
