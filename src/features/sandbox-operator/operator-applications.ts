import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { api, silentApi, unwrap } from '../../shared/api';

export type OperatorApplication = components['schemas']['SandboxLoanApplication'];
export type LifecycleEventType = components['schemas']['LifecycleEventType'];

export const operatorPollMs = 3000;
const listKey = ['sandbox', 'loan-applications'] as const;

/** 9 national digits or 12 with 994: the only shapes the list's phone filter takes. */
export function phoneFilterOf(input: string): string | undefined {
  const digits = input.replace(/\D/g, '');
  return /^(994)?\d{9}$/.test(digits) ? digits : undefined;
}

/** 501234567 → +994 50 123 45 67. */
export function formatNationalPhone(digits: string): string {
  const match = /^(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+994 ${match.slice(1).join(' ')}` : digits;
}

/** Every customer's applications, read quietly: the progress bar is for the operator's actions. */
export const operatorApplicationsQuery = (phone: string | undefined) =>
  queryOptions({
    queryKey: [...listKey, phone ?? ''],
    queryFn: ({ signal }) =>
      unwrap(
        silentApi.GET('/sandbox/v1/loan-applications', { params: { query: { phone } }, signal }),
      ),
    // Polled: asking again soon enough, a failure shows at once instead of after retries.
    retry: false,
    staleTime: 0,
  });

/** The list for a phone filter, polled. */
export function useOperatorApplications(phone: string) {
  return useQuery({
    ...operatorApplicationsQuery(phoneFilterOf(phone)),
    placeholderData: keepPreviousData,
    refetchInterval: operatorPollMs,
  });
}

export interface OperatorAction {
  application: OperatorApplication;
  event: LifecycleEventType;
}

/** One operator event through the lifecycle chart; the list is read again whatever the answer. */
export function useOperatorEvent(handlers: {
  onSuccess: (action: OperatorAction) => void;
  onError: (error: Error, action: OperatorAction) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ application, event }: OperatorAction) =>
      unwrap(
        api.POST('/sandbox/v1/loan-applications/{id}/events', {
          params: { path: { id: application.id } },
          body: { type: event },
        }),
      ),
    onSuccess: (_moved, action) => handlers.onSuccess(action),
    onError: (error, action) => handlers.onError(error, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** The operator starts an application's booked video call; the list is read again after. */
export function useStartIdentificationCall(handlers: {
  onSuccess: (application: OperatorApplication) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: OperatorApplication) =>
      unwrap(
        api.POST('/sandbox/v1/loan-applications/{id}/identification-call', {
          params: { path: { id: application.id } },
        }),
      ),
    onSuccess: (_call, application) => handlers.onSuccess(application),
    onError: (error) => handlers.onError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
