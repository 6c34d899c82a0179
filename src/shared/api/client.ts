import createClient, { type Client } from 'openapi-fetch';
import { defaultLocale, isLocale } from '../../../domain/locale';
import type { paths } from '../../../openapi/generated/schema';
import { i18n } from '../i18n';
import { type SessionCalls, session } from '../session';
import { sessionActivityMiddleware } from '../session/activity';
import { unwrap } from './errors';
import { failoverRetryMiddleware } from './failover';
import { headersMiddleware, progressMiddleware } from './middleware';
import { progress } from './progress';
import { refreshMiddleware } from './refresh';

export type ApiClient = Client<paths>;

/** VITE_API_BASE_URL points the app at another bank host; by default the page's own origin. */
export function apiBaseUrl(): string {
  return import.meta.env.VITE_API_BASE_URL || window.location.origin;
}

const headers = headersMiddleware({
  locale: () => (isLocale(i18n.locale) ? i18n.locale : defaultLocale),
  accessToken: () => session.get().accessToken,
});

// Looked up per call, not captured at start, so test doubles and later wrappers are honoured.
const fetchLate: typeof fetch = (input, init) => globalThis.fetch(input, init);

const refresh = refreshMiddleware({ refresh: (token) => session.refresh(token), fetch: fetchLate });
const failover = failoverRetryMiddleware({ fetch: fetchLate });

/** The typed bank client; its calls show the top progress bar. */
export const api: ApiClient = createClient<paths>({ baseUrl: apiBaseUrl(), fetch: fetchLate });
// Answers pass the middlewares last to first: the failover's repeats end before a 401 reaches
// the refresh, and the session's activity sees the answer the caller gets.
api.use(sessionActivityMiddleware, headers, progressMiddleware(progress), refresh, failover);

/** The same client for background calls (polling) that must not show the progress bar. */
export const silentApi: ApiClient = createClient<paths>({
  baseUrl: apiBaseUrl(),
  fetch: fetchLate,
});
silentApi.use(sessionActivityMiddleware, headers, refresh, failover);

// The session's own calls: a 401 here means the session is over, never another refresh.
const sessionApi: ApiClient = createClient<paths>({ baseUrl: apiBaseUrl(), fetch: fetchLate });
sessionApi.use(sessionActivityMiddleware, headers);

export const sessionCalls: SessionCalls = {
  refreshTokens: (refreshToken) =>
    unwrap(sessionApi.POST('/api/v1/auth/refresh', { body: { refreshToken } })),
  logout: async (accessToken) => {
    await unwrap(
      sessionApi.GET('/api/v1/profile/logout', { headers: { Authorization: accessToken } }),
    );
  },
};
