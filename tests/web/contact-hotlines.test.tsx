/**
 * Issue 15: the contact-us dialog shows the hotlines of the bank's configuration
 * (GET /api/v1/bank-contacts), not numbers written into the app.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBank } from '../fake-bank';
import { bankContacts } from '../fake-bank/handlers/products';
import { renderAppAt } from './render-app';

const hotlines = [
  { language: 'az' as const, short: '*1212', full: '+994 12 565 12 12' },
  { language: 'ru' as const, short: '*1213', full: '+994 12 565 12 13' },
  { language: 'en' as const, short: '*1214', full: '+994 12 565 12 14' },
];

describe('the contact-us dialog', () => {
  it("lists the bank's configured hotlines as tel: links", async () => {
    fakeBank.use(bankContacts(hotlines));
    await renderAppAt('/en/auth/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    const link = await within(dialog).findByRole('link', {
      name: 'Bank hotline +994 12 565 12 14',
    });
    expect(link).toHaveAttribute('href', 'tel:+994125651214');
    expect(within(dialog).getByRole('link', { name: 'Bank hotline *1212' })).toHaveAttribute(
      'href',
      'tel:*1212',
    );
    expect(fakeBank.calls({ method: 'GET', path: '/api/v1/bank-contacts' })).toHaveLength(1);
  });

  it('says so when the numbers cannot be read', async () => {
    await renderAppAt('/en/auth/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred. Try again a bit later.',
    );
  });
});
