export { type ApiClient, api, apiBaseUrl, sessionCalls, silentApi } from './client';
export { ApiError, unwrap } from './errors';
export { failoverPatienceMs, failoverRetryMiddleware } from './failover';
export { acceptHeader, headersMiddleware, progressMiddleware } from './middleware';
export { createProgressStore, type ProgressPhase, progress, useProgressPhase } from './progress';
export { queryClient } from './query-client';
export { refreshMiddleware } from './refresh';
