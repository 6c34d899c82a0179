import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { silentApi, unwrap } from '../../shared/api';
import { smsPollMs } from './sms-outbox';

export type MailMessage = components['schemas']['MailMessage'];

/** The same pace as the SMS outbox: a receipt sent from another tab shows up as quickly. */
export const mailPollMs = smsPollMs;

/**
 * The address to filter by, once it is a whole one: the server answers 400 to a half-typed
 * address, so until then the whole outbox is shown.
 */
export function mailFilter(input: string): string | undefined {
  const address = input.trim();
  return /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(address) ? address : undefined;
}

/** 48213 → "47.1 KB": an attachment's size as a person reads it. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function newestMailFirst(messages: readonly MailMessage[]): MailMessage[] {
  return [...messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The sandbox mail outbox, read quietly: the progress bar is for the customer's own actions. */
export const mailOutboxQuery = (to: string | undefined) =>
  queryOptions({
    queryKey: ['sandbox', 'mail', to ?? ''],
    queryFn: ({ signal }) =>
      unwrap(silentApi.GET('/sandbox/v1/mail', { params: { query: { to } }, signal })),
    staleTime: 0,
  });

/** The outbox for an address (all of it until the address is whole), newest first and polled. */
export function useMailOutbox(email: string) {
  return useQuery({
    ...mailOutboxQuery(mailFilter(email)),
    select: newestMailFirst,
    // While a new filter loads, the previous list stays instead of flashing a spinner.
    placeholderData: keepPreviousData,
    refetchInterval: mailPollMs,
  });
}
