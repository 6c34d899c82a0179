import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../domain/loan-requests';
import type { components } from '../../../../openapi/generated/schema';
import { api, unwrap } from '../../../shared/api';

export type FatcaQuestion = components['schemas']['FatcaQuestion'];
/** The customer's answer to each question, by questionId. */
export type FatcaAnswers = Readonly<Record<string, boolean>>;

/** The questions come in the customer's language: a new language reads them again. */
export const fatcaQuestionsQuery = (locale: string) =>
  queryOptions({
    queryKey: ['fatca-questions', locale],
    queryFn: ({ signal }) => unwrap(api.GET('/ms-fatca/v1/fatca/questions', { signal })),
  });

export function useFatcaQuestions(locale: string) {
  return useQuery(fatcaQuestionsQuery(locale));
}

/** The customer's last answers, when given within 12 months: offered again to confirm. */
export const lastFatcaAnswersQuery = () =>
  queryOptions({
    queryKey: ['fatca-answers', 'last'],
    queryFn: ({ signal }) => unwrap(api.GET('/ms-fatca/v1/fatca/answers', { signal })),
    staleTime: 0,
  });

export function useLastFatcaAnswers() {
  return useQuery(lastFatcaAnswersQuery());
}

export function useSubmitFatcaAnswers(order: Order, onSubmitted: () => void) {
  return useMutation({
    mutationFn: (answers: FatcaAnswers) =>
      unwrap(
        api.POST('/ms-fatca/v1/fatca/answers', {
          body: {
            fatcaAnswers: Object.entries(answers).map(([questionId, answer]) => ({
              questionId,
              answer,
            })),
            sourceId: order.id,
            productType: order.productType,
          },
        }),
      ),
    onSuccess: onSubmitted,
  });
}
