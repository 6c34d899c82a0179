import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { silentApi, unwrap } from '../../api';

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

/** The sandbox SMS outbox, polled quietly: the progress bar is for the customer's own actions. */
export function useSmsOutbox(phone: string) {
  const to = phoneDigits(phone) || undefined;
  return useQuery({
    queryKey: ['sandbox', 'sms', to ?? ''],
    queryFn: ({ signal }) =>
      unwrap(silentApi.GET('/sandbox/v1/sms', { params: { query: { to } }, signal })),
    select: newestFirst,
    // While a new filter loads, the previous list stays instead of flashing a spinner.
    placeholderData: keepPreviousData,
    refetchInterval: smsPollMs,
    staleTime: 0,
  });
}
