/**
 * Payment templates (PRODUCT 3 "Payment template": name, category, operator, phone number,
 * subscriber code; issue 16): saved, read, replaced and deleted by their customer only. The
 * category and operator are the provider's; a template keeps the provider, its one field and
 * the usual amount. Reads are one statement after the token check and write nothing.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import { type Locale, requestLocale } from '../../i18n';
import { amount, type Schemas } from '../../openapi/json';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { providerSummaryJson } from '../providers/json';
import { checkTemplateRequest } from './request';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  type StoredTemplate,
  updateTemplate,
} from './store';

function templateJson(
  { template, provider }: StoredTemplate,
  locale: Locale,
): Schemas['PaymentTemplate'] {
  return {
    id: template.id,
    name: template.name,
    provider: providerSummaryJson(provider, locale),
    fields: template.phone
      ? { phone: template.phone }
      : { subscriberCode: template.subscriberCode ?? '' },
    amount: template.amountMinor === null ? null : amount(template.amountMinor, 'AZN'),
    createdAt: template.createdAt.toISOString(),
  };
}

/** By name as the customer's language sorts it; the oldest first among names that sort alike. */
function byName(templates: StoredTemplate[], locale: Locale): StoredTemplate[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return templates.toSorted(
    (a, b) =>
      collator.compare(a.template.name, b.template.name) ||
      a.template.createdAt.getTime() - b.template.createdAt.getTime(),
  );
}

export async function paymentTemplatesModule(
  app: FastifyInstance,
  { db, clock }: BankDependencies,
) {
  registerOperation(app, 'listPaymentTemplates', async (request) => {
    const locale = requestLocale(request);
    const templates = await listTemplates(db, signedIn(request).customer.id);
    return byName(templates, locale).map((each) => templateJson(each, locale));
  });

  registerOperation(app, 'createPaymentTemplate', async (request, reply) => {
    const locale = requestLocale(request);
    const checked = await checkTemplateRequest(db, request.body, locale);
    const saved = await insertTemplate(db, clock, signedIn(request).customer.id, checked);
    return reply.code(201).send(templateJson(saved, locale));
  });

  registerOperation(app, 'getPaymentTemplate', async (request) => {
    const found = await findTemplate(db, signedIn(request).customer.id, request.params.id);
    return templateJson(found, requestLocale(request));
  });

  registerOperation(app, 'updatePaymentTemplate', async (request) => {
    const locale = requestLocale(request);
    const checked = await checkTemplateRequest(db, request.body, locale);
    const which = { customerId: signedIn(request).customer.id, id: request.params.id };
    return templateJson(await updateTemplate(db, clock, which, checked), locale);
  });

  registerOperation(app, 'deletePaymentTemplate', async (request, reply) => {
    await deleteTemplate(db, signedIn(request).customer.id, request.params.id);
    return reply.code(204).send();
  });
}
