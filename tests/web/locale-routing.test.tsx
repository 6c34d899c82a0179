// biome-ignore-all lint/suspicious/noDocumentCookie: the tests set the locale cookie the way the browser holds it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppAt, storeAccessToken } from './render-app';

describe('locale cookie at the root', () => {
  it.each([
    ['locale=ru', '/ru'],
    ['locale=en', '/en'],
    ['locale=az', '/'],
    ['', '/'],
  ])('cookie "%s" sends / to %s', async (cookie, target) => {
    if (cookie) document.cookie = cookie;
    storeAccessToken();
    const { router } = await renderAppAt('/');
    expect(router.state.location.pathname).toBe(target);
  });

  it('does not move a page that names its locale', async () => {
    document.cookie = 'locale=en';
    storeAccessToken();
    const { router } = await renderAppAt('/ru/accounts');
    expect(router.state.location.pathname).toBe('/ru/accounts');
  });
});

describe('language switcher', () => {
  it('keeps the page, marks the current language and remembers the choice', async () => {
    storeAccessToken();
    const { router } = await renderAppAt('/ru/loans');
    const switcher = await screen.findByRole('navigation', { name: 'Язык' });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/loans',
      '/ru/loans',
      '/en/loans',
    ]);
    expect(within(switcher).getByRole('link', { name: /Русский/ })).toHaveAttribute('aria-current');

    await userEvent.click(within(switcher).getByRole('link', { name: /English/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/loans');
    expect(document.cookie).toContain('locale=en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('pages once being prepared', () => {
  it.each([
    ['/transfers', 'Köçürmələr', 'Bu bölmə hazırlanır'],
    ['/ru/transfers', 'Переводы', 'Этот раздел готовится'],
    ['/en/transfers', 'Transfers', 'This section is being prepared'],
    ['/settings', 'Parametrlər', 'Bu bölmə hazırlanır'],
    ['/ru/settings', 'Настройки', 'Этот раздел готовится'],
    ['/en/settings', 'Settings', 'This section is being prepared'],
  ])('%s is no longer one of them', async (url, heading, notice) => {
    storeAccessToken();
    await renderAppAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });
});
