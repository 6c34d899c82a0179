import {
  emptyTemplateForm,
  formOfPayment,
  formOfTemplate,
} from '../../../machines/templateEditor.form';
import type { TemplateEditorServices } from '../../../machines/templateEditor.machine';
import type { ApiClient } from '../../shared/api/client';
import { ApiError, unwrap } from '../../shared/api/errors';

/**
 * The template editor's bank calls over the typed client: what the form starts from (the
 * providers, and the template or the payment with its provider's declaration), a provider's
 * declaration when one is chosen, saving (create or replace) and deleting.
 */
export function createTemplateEditorServices(client: ApiClient): TemplateEditorServices {
  const byId = (id: string) => ({ params: { path: { id } } });
  const listProviders = async () =>
    (await unwrap(client.GET('/api/v1/payment-providers'))).categories;
  const getProvider = (id: string) =>
    unwrap(client.GET('/api/v1/payment-providers/{id}', byId(id)));
  return {
    loadEditor: async (input) => {
      if (input.mode === 'new') {
        return { categories: await listProviders(), provider: null, form: emptyTemplateForm };
      }
      if (input.mode === 'edit') {
        // /templates/edit without an id names no template: the editor says it is not found.
        if (!input.templateId) throw new ApiError(404, { code: 'NOT_FOUND', message: '' });
        const [template, categories] = await Promise.all([
          unwrap(client.GET('/api/v1/payment-templates/{id}', byId(input.templateId))),
          listProviders(),
        ]);
        const provider = await getProvider(template.provider.id);
        return { categories, provider, form: formOfTemplate(template) };
      }
      const [payment, categories] = await Promise.all([
        unwrap(client.GET('/api/v1/payments/{id}', byId(input.paymentId))),
        listProviders(),
      ]);
      const provider = await getProvider(payment.provider.id);
      return { categories, provider, form: formOfPayment(payment, provider) };
    },
    loadProvider: ({ providerId }) => getProvider(providerId),
    saveTemplate: ({ templateId, request }) =>
      templateId
        ? unwrap(
            client.PUT('/api/v1/payment-templates/{id}', { ...byId(templateId), body: request }),
          )
        : unwrap(client.POST('/api/v1/payment-templates', { body: request })),
    deleteTemplate: async ({ templateId }) => {
      await unwrap(client.DELETE('/api/v1/payment-templates/{id}', byId(templateId)));
    },
  };
}
