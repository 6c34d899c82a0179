import type { CardBlockServices } from '../../../machines/cardBlock.machine';
import type { ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';

/** Blocking and unblocking over the typed client (the contract's blockCard and activateCard). */
export function createCardBlockServices(client: ApiClient): CardBlockServices {
  const path = (cardId: string) => ({ params: { path: { id: cardId } } });
  return {
    blockCard: ({ cardId }) => unwrap(client.POST('/api/v1/cards/{id}/block', path(cardId))),
    activateCard: ({ cardId }) => unwrap(client.POST('/api/v1/cards/{id}/activate', path(cardId))),
  };
}
