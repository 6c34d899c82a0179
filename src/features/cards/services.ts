import { fromPromise } from 'xstate';
import { type CardBlockServices, cardBlockMachine } from '../../../machines/cardBlock.machine';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/errors';

/** Blocking and unblocking over the typed client (the contract's blockCard and activateCard). */
export function createCardBlockServices(client: ApiClient): CardBlockServices {
  const path = (cardId: string) => ({ params: { path: { id: cardId } } });
  return {
    blockCard: ({ cardId }) => unwrap(client.POST('/api/v1/cards/{id}/block', path(cardId))),
    activateCard: ({ cardId }) => unwrap(client.POST('/api/v1/cards/{id}/activate', path(cardId))),
  };
}

export function bankCardBlockMachine(services: CardBlockServices) {
  return cardBlockMachine.provide({
    actors: {
      blockCard: fromPromise(({ input }) => services.blockCard(input)),
      activateCard: fromPromise(({ input }) => services.activateCard(input)),
    },
  });
}
