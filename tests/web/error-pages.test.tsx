import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  redirect,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runGuards } from '../../src/app/guards';
import { HttpError } from '../../src/app/http-error';
import { ErrorPage } from '../../src/app/shell/ErrorPage';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { session } from '../../src/shared/session';
import { renderAppAt, storeAccessToken } from './render-app';

describe('404 page', () => {
  it.each([
    ['/no-such-page', 'Bu səhifə tapılmadı', '/'],
    ['/ru/no-such-page', 'Эта страница не найдена', '/ru'],
    ['/en/no/such/page', 'This page could not be found', '/en'],
  ])('%s says so in its language and links home', async (url, text, home) => {
    await renderAppAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: text })).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    const homeLink = screen.getAllByRole('link').find((link) => link.getAttribute('href') === home);
    expect(homeLink).toBeDefined();
  });

  it.each(['/az', '/az/accounts', '/fr/accounts', '/de'])(
    '%s is not a locale prefix',
    async (url) => {
      storeAccessToken();
      await renderAppAt(url);
      expect(await screen.findByText('404')).toBeVisible();
    },
  );

  it('answers a malformed id (failed page validation)', async () => {
    storeAccessToken();
    await renderAppAt('/en/loan-requests/not%20an%20id');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeVisible();
  });

  it('lets the optional id be absent or valid', async () => {
    storeAccessToken();
    await renderAppAt('/en/payments/provider/azercell-1');
    expect(await screen.findByRole('heading', { name: 'Payment to a provider' })).toBeVisible();
  });
});

describe('error page', () => {
  /** A router whose only page fails while loading, rendered with the app's error page. */
  async function renderFailingPage(fail: () => void, locale: 'az' | 'ru' | 'en' = 'en') {
    await activateLocale(locale);
    session.init();
    const rootRoute = createRootRoute({ errorComponent: ErrorPage });
    const page = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: fail });
    const router = createRouter({
      routeTree: rootRoute.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    await router.load();
    return render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  }

  it("shows the error's status code and the default message", async () => {
    await renderFailingPage(() => {
      throw new HttpError(503, 'maintenance');
    });
    expect(await screen.findByText('503')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'An error occurred. Try again a bit later.' }),
    ).toBeVisible();
  });

  it('shows 500 for an unknown guard, translated', async () => {
    await renderFailingPage(() => runGuards(['admin'], { locale: 'ru' }), 'ru');
    expect(await screen.findByText('500')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Произошла ошибка. Попробуйте чуть позже.' }),
    ).toBeVisible();
  });

  it('falls back to 500 for an error without a status', async () => {
    await renderFailingPage(() => {
      throw new Error('boom');
    }, 'az');
    expect(await screen.findByText('500')).toBeVisible();
  });

  it('renders nothing for a redirect', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <ErrorPage error={redirect({ to: '/{-$locale}' }) as unknown as Error} reset={() => {}} />
      </I18nProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
