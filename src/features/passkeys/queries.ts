/** The customer's passkeys (listPasskeys) and removing one (deletePasskey). */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';

export const passkeysQueryKey = ['passkeys'] as const;

export const passkeysQuery = () =>
  queryOptions({
    queryKey: passkeysQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/passkeys', { signal })),
  });

export function removePasskey(id: string) {
  return unwrap(api.DELETE('/api/v1/passkeys/{id}', { params: { path: { id } } }));
}
