/**
 * /settings with the bank stubbed (issue 18): the sessions with this device marked, ending one or
 * all the others only after confirming, the sign-in history with its failures, the language
 * links, the password change and the hotline.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank } from '../fake-bank';
import { leylasPhone } from '../fake-bank/fixtures/sessions';
import { bankContacts } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { type SessionBook, sessionBook, sessionHandlers } from '../fake-bank/handlers/sessions';
import { renderAppAt, storeAccessToken } from './render-app';

async function openSettings(book: SessionBook = sessionBook()) {
  fakeBank.use(customerInfo(), ...sessionHandlers(book));
  storeAccessToken();
  await renderAppAt('/en/settings');
  const sessions = await screen.findByRole('region', { name: 'Your sessions' });
  await within(sessions).findAllByRole('listitem');
  return { book, sessions };
}

const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.settings__row-main')?.textContent);

afterEach(() => {
  act(() => toastQueue.clear());
});

// The first render of a file loads the app's chunks, which takes seconds on a busy machine.
describe('the settings page', { timeout: 20_000 }, () => {
  it('lists the sessions with device and IP, this device marked and not endable', async () => {
    const { sessions } = await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(rowsOf(sessions)).toEqual([
      'Chrome 140 on Windows 10This device',
      'Safari 18 on iOS 18.2',
      'An unknown device',
    ]);
    const [mine] = within(sessions).getAllByRole('listitem');
    expect(mine).toHaveTextContent('185.81.12.40');
    expect(within(mine as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(sessions).getAllByRole('button', { name: /^End session: / })).toHaveLength(2);
  });

  it('ends another session only after confirming, then lists what is left', async () => {
    const user = userEvent.setup();
    const { sessions } = await openSettings();
    const end = within(sessions).getByRole('button', { name: /^End session: Safari 18/ });
    await user.click(end);
    const ask = await screen.findByRole('alertdialog', { name: 'End this session?' });
    expect(ask).toHaveTextContent('Safari 18 on iOS 18.2');
    await user.click(within(ask).getByRole('button', { name: 'Keep signed in' }));
    expect(fakeBank.calls({ method: 'DELETE' })).toEqual([]);

    await user.click(end);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End session' }),
    );
    await waitFor(() => expect(rowsOf(sessions)).toHaveLength(2));
    expect(fakeBank.calls({ method: 'DELETE' }).map((call) => call.path)).toEqual([
      `/api/v1/sessions/${leylasPhone.id}`,
    ]);
    expect(toastQueue.visibleToasts.map((each) => each.content.title)).toEqual([
      'The session was ended',
    ]);
  });

  it('says why when the session had already ended', async () => {
    const user = userEvent.setup();
    const book = sessionBook();
    const { sessions } = await openSettings(book);
    book.sessions = book.sessions.filter((each) => each.id !== leylasPhone.id);
    await user.click(within(sessions).getByRole('button', { name: /^End session: Safari/ }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'End session' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'This session has already ended or was not found.',
    );
    // The last Close is the dialog's own answer; the first is the corner's.
    await user.click(within(ask).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('ends all other sessions after confirming and keeps this one', async () => {
    const user = userEvent.setup();
    const { sessions } = await openSettings();
    await user.click(within(sessions).getByRole('button', { name: 'End all other sessions' }));
    const ask = await screen.findByRole('alertdialog', { name: 'End all other sessions?' });
    await user.click(within(ask).getByRole('button', { name: 'End all other sessions' }));
    await waitFor(() => expect(rowsOf(sessions)).toEqual(['Chrome 140 on Windows 10This device']));
    expect(fakeBank.calls({ method: 'POST', path: '/api/v1/sessions/end-others' })).toHaveLength(1);
    expect(within(sessions).queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  });

  it('shows the sign-in history with each failure, its device and IP', async () => {
    await openSettings();
    const history = screen.getByRole('region', { name: 'Sign-in history' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.settings__outcome')?.textContent)).toEqual([
      'Signed in',
      'Wrong SMS code',
      'Wrong password',
      'Signed in',
      'Refused: sign-in locked',
    ]);
    expect(rows[2]).toHaveTextContent('Firefox 133 on Linux');
    expect(rows[2]).toHaveTextContent('203.0.113.9');
  });

  it('offers the languages as links to this page, the current one marked', async () => {
    await openSettings();
    const language = screen.getByRole('region', { name: 'Language' });
    expect(within(language).getByRole('link', { name: 'Русский' })).toHaveAttribute(
      'href',
      '/ru/settings',
    );
    expect(within(language).getByRole('link', { name: 'Azərbaycanca' })).toHaveAttribute(
      'href',
      '/settings',
    );
    // The router marks the link to the page shown as the current page.
    expect(within(language).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current');
    expect(within(language).getByRole('link', { name: 'Русский' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens the password change and the hotline', async () => {
    const user = userEvent.setup();
    fakeBank.use(bankContacts([{ language: 'en', short: '*1214', full: '+994 12 565 12 14' }]));
    await openSettings();
    const password = screen.getByRole('region', { name: 'Password' });
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(change).not.toBeInTheDocument());

    const hotline = screen.getByRole('region', { name: 'Hotline' });
    await user.click(within(hotline).getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(await within(dialog).findByRole('link', { name: 'Bank hotline *1214' })).toHaveAttribute(
      'href',
      'tel:*1214',
    );
  });
});
