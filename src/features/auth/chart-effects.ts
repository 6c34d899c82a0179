import type { Actor } from 'xstate';
import type { authMachine } from '../../../machines/auth.machine';
import { session } from '../../shared/session';
import { toast } from '../../shared/ui/Toast/toast';

/**
 * What the app does with the auth chart's news: a refusal shows the bank's own message in an
 * error toast, with no fallback text (PRODUCT 8); new tokens go to the session (PRODUCT 4.3).
 */
export function followAuthNews(actor: Pick<Actor<typeof authMachine>, 'on'>): () => void {
  const errors = actor.on('error', ({ message }) => {
    if (message) toast.show({ tone: 'error', title: message });
  });
  const tokens = actor.on('tokens', (event) => session.setTokens(event.tokens));
  return () => {
    errors.unsubscribe();
    tokens.unsubscribe();
  };
}
