import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { api, unwrap } from '../api';

export type Card = components['schemas']['Card'];

export const cardsQueryKey = ['cards'] as const;

/** The signed-in customer's cards, the default card first (GET /api/v1/cards). */
export const cardsQuery = () =>
  queryOptions({
    queryKey: cardsQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/cards', { signal })),
  });

export function useCards() {
  return useQuery(cardsQuery());
}

/** Puts the bank's answer about one card in the list at once, then reads the list again. */
export async function cardChanged(queryClient: QueryClient, card: Card): Promise<void> {
  queryClient.setQueryData<Card[]>(cardsQueryKey, (cards) =>
    cards?.map((each) => (each.id === card.id ? card : each)),
  );
  await queryClient.invalidateQueries({ queryKey: cardsQueryKey });
}
