/** The session chart as a test model, shared by the chart test and the app-session test. */
import type {
  SessionContext,
  SessionEvent,
  sessionMachine,
} from '../../../machines/session.machine';
import type { ModelPathsOptions } from './model-paths';

export const renewedTokens = { accessToken: 'access-2', refreshToken: 'refresh-2' };

const events: SessionEvent[] = [
  { type: 'SIGNED_IN', tokens: renewedTokens },
  { type: 'USER_LOADED', user: { id: 'customer-1', firstName: 'Leyla' } },
  { type: 'TOKEN_REJECTED' },
  { type: 'LOGOUT' },
  { type: 'SESSION_LOST' },
];

export const serializeSession = (snapshot: { value: unknown; context: SessionContext }) =>
  JSON.stringify({
    value: snapshot.value,
    access: snapshot.context.accessToken,
    refresh: snapshot.context.refreshToken,
    user: snapshot.context.user !== null,
  });

export const sessionModelOptions: ModelPathsOptions<typeof sessionMachine> = {
  inputs: [
    undefined,
    { accessToken: 'access-1', refreshToken: 'refresh-1' },
    { accessToken: 'access-1', refreshToken: null },
  ],
  events: () => events,
  actorResults: {
    refreshTokens: { outputs: [renewedTokens], errors: [new Error('refresh refused')] },
    logout: { outputs: [undefined], errors: [new Error('logout failed')] },
  },
  serializeState: serializeSession,
};
