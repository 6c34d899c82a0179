/**
 * A card's controls over the typed client (the contract's getCardControls, updateCardLimits,
 * setCardOnlinePayments and revealCardRequisites). The two-step calls answer 202 with the code's
 * session first; a new code goes through the shared resend call under that session. The
 * requisites are answered to the chart only, never put in the query cache.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CardLimitsServices } from '../../../machines/cardLimits.machine';
import type { CardOnlineServices } from '../../../machines/cardOnlinePayments.machine';
import type { CardRequisitesServices } from '../../../machines/cardRequisites.machine';
import type { ApiClient } from '../../shared/api/client';
import { api } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';

const card = (cardId: string) => ({ path: { id: cardId } });

/** The controls of one card, read each time its dialog opens. */
export const cardControlsQuery = (cardId: string) =>
  queryOptions({
    queryKey: ['cards', cardId, 'controls'] as const,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/cards/{id}/controls', { params: card(cardId), signal })),
    staleTime: 0,
  });

const resend =
  (client: ApiClient) =>
  async ({ sessionId }: { sessionId: string }) => {
    await unwrap(
      client.GET('/api/v1/otp/resend', { params: { header: { 'Session-Id': sessionId } } }),
    );
  };

export function createCardLimitsServices(client: ApiClient): CardLimitsServices {
  const put = (cardId: string, body: object) =>
    client.PUT('/api/v1/cards/{id}/limits', { params: card(cardId), body: body as never });
  return {
    requestLimitsCode: async ({ cardId, ...limits }) =>
      (await unwrap(put(cardId, limits))) as { sessionId: string; expiresAt: string },
    confirmLimits: async ({ cardId, sessionId, otp, cash, purchases, online }) =>
      (await unwrap(
        put(cardId, { cash, purchases, online, confirmation: { sessionId, code: otp } }),
      )) as Awaited<ReturnType<CardLimitsServices['confirmLimits']>>,
    resendOtp: resend(client),
  };
}

export function createCardOnlineServices(client: ApiClient): CardOnlineServices {
  return {
    setOnlinePayments: ({ cardId, enabled }) =>
      unwrap(
        client.PUT('/api/v1/cards/{id}/online-payments', {
          params: card(cardId),
          body: { enabled },
        }),
      ),
  };
}

export function createCardRequisitesServices(client: ApiClient): CardRequisitesServices {
  const post = (cardId: string, body: object) =>
    client.POST('/api/v1/cards/{id}/requisites', { params: card(cardId), body: body as never });
  return {
    requestRequisitesCode: async ({ cardId }) =>
      (await unwrap(post(cardId, {}))) as { sessionId: string; expiresAt: string },
    revealRequisites: async ({ cardId, sessionId, otp }) =>
      (await unwrap(post(cardId, { confirmation: { sessionId, code: otp } }))) as Awaited<
        ReturnType<CardRequisitesServices['revealRequisites']>
      >,
    resendOtp: resend(client),
  };
}
