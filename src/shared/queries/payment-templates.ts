import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { api, unwrap } from '../api';

export type PaymentTemplate = components['schemas']['PaymentTemplate'];

/** Every template query starts with this key: saving, editing or deleting one reads them again. */
export const paymentTemplatesQueryKey = ['payment-templates'] as const;

/** The customer's payment templates, by name (GET /api/v1/payment-templates): /payments lists them. */
export const paymentTemplatesQuery = () =>
  queryOptions({
    queryKey: paymentTemplatesQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/payment-templates', { signal })),
  });

export function usePaymentTemplates() {
  return useQuery(paymentTemplatesQuery());
}

/** One template (GET /api/v1/payment-templates/{id}): paying from it, or editing it. */
export const paymentTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: [...paymentTemplatesQueryKey, id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/payment-templates/{id}', { params: { path: { id } }, signal })),
  });

export function usePaymentTemplate(id: string | undefined) {
  return useQuery({ ...paymentTemplateQuery(id ?? ''), enabled: id !== undefined });
}
