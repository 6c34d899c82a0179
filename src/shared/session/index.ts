export type { SessionCalls, SessionSnapshot, SessionStore, Tokens, User } from './store';
export { session, storageKeys, useSession } from './store';
