import type { sessionEndingMachine } from '../../../machines/sessionEnding.machine';
import type { ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';
import type { BankCallsOf } from '../../shared/charts/bank-calls';

/** The session-ending chart's bank calls over the typed client. */
export function createSessionEndingServices(
  client: ApiClient,
): BankCallsOf<typeof sessionEndingMachine> {
  return {
    endSession: ({ sessionId }) =>
      unwrap(client.DELETE('/api/v1/sessions/{sessionId}', { params: { path: { sessionId } } })),
    endOtherSessions: () => unwrap(client.POST('/api/v1/sessions/end-others')),
  };
}
