/**
 * The template editor in the app, against the fake bank: a made gas payment kept as a template
 * (prefilled, saved, back on /payments with a toast), and another customer's template is "not
 * found" with the way back.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank } from '../fake-bank';
import { gasScheduled } from '../fake-bank/fixtures/payments';
import { paymentTemplateHandlers, templateBook } from '../fake-bank/handlers/payment-templates';
import { paymentBook, payments } from '../fake-bank/handlers/payments';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

function openBank() {
  const book = paymentBook();
  book.payments.set(gasScheduled.id, gasScheduled);
  const templates = templateBook([]);
  fakeBank.use(customerInfo(), ...payments(book), ...paymentTemplateHandlers(templates));
  storeAccessToken();
  return templates;
}

afterEach(() => {
  act(() => toastQueue.clear());
});

describe('the template editor', () => {
  it('keeps a made payment as a template: provider, code, amount and a name to keep', async () => {
    const templates = openBank();
    const { router } = await renderAppAt(`/en/templates/new?payment=${gasScheduled.id}`);
    const name = await screen.findByLabelText('Template name');
    await waitFor(() => expect(name).toHaveValue('Azeriqaz 1002003001'));
    expect(screen.getByRole('radio', { name: 'Gas' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Azeriqaz' })).toBeChecked();
    expect(screen.getByLabelText('Subscriber code')).toHaveValue('1002003001');
    expect(screen.getByLabelText('Amount, ₼ (optional)')).toHaveValue('45.60');
    await userEvent.click(screen.getByRole('button', { name: 'Save the template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/payments'));
    expect(await fakeBank.bodies({ method: 'POST', path: '/api/v1/payment-templates' })).toEqual([
      {
        name: 'Azeriqaz 1002003001',
        providerId: 'azeriqaz',
        fields: { subscriberCode: '1002003001' },
        amount: 45.6,
      },
    ]);
    expect([...templates.templates.values()].map((each) => each.name)).toEqual([
      'Azeriqaz 1002003001',
    ]);
    expect(toastQueue.visibleToasts.map((each) => each.content.title)).toEqual([
      'The template “Azeriqaz 1002003001” is saved.',
    ]);
  });

  it('can be filled and saved with the keyboard alone', async () => {
    const templates = openBank();
    const { router } = await renderAppAt('/en/templates/new');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Template name');
    // Tabbed to past the shell's links; from here on, keys only.
    act(() => name.focus());
    await user.keyboard('Mama');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Mobile operators' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    const azercell = await screen.findByRole('radio', { name: 'Azercell' });
    expect(azercell).toHaveFocus();
    await user.keyboard(' ');
    const phone = await screen.findByLabelText('Mobile number');
    await user.tab();
    expect(phone).toHaveFocus();
    await user.keyboard('501234567{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/payments'));
    expect([...templates.templates.values()].map((each) => each.fields)).toEqual([
      { phone: '501234567' },
    ]);
  });

  it("says another customer's template is not found, with the way back", async () => {
    openBank();
    await renderAppAt('/en/templates/edit/template-of-someone-else');
    expect(await screen.findByRole('heading', { name: 'Template not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to payments' })).toHaveAttribute(
      'href',
      '/en/payments',
    );
  });
});
