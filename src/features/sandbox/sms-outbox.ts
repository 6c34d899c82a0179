import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { silentApi, unwrap } from '../../shared/api';

export type SmsMessage = components['schemas']['SmsMessage'];

export const smsPollMs = 3000;

/** Digits only: the outbox filter matches phone digits, with or without the country code. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** 994501234567 → +994 50 123 45 67; other shapes are shown as they are. */
export function formatPhone(to: string): string {
  const match = /^994(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(to);
  return match ? `+994 ${match.slice(1).join(' ')}` : to;
}

export function newestFirst(messages: readonly SmsMessage[]): SmsMessage[] {
  return [...messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The sandbox SMS outbox, read quietly: the progress bar is for the customer's own actions. */
export const smsOutboxQuery = (to: string | undefined) =>
  queryOptions({
    queryKey: ['sandbox', 'sms', to ?? ''],
    queryFn: ({ signal }) =>
      unwrap(silentApi.GET('/sandbox/v1/sms', { params: { query: { to } }, signal })),
    staleTime: 0,
  });

/** The outbox for a phone, newest first and polled. */
export function useSmsOutbox(phone: string) {
  return useQuery({
    ...smsOutboxQuery(phoneDigits(phone) || undefined),
    select: newestFirst,
    // While a new filter loads, the previous list stays instead of flashing a spinner.
    placeholderData: keepPreviousData,
    refetchInterval: smsPollMs,
  });
}
