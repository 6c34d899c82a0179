/**
 * FATCA self-assessment (issue 5, step 2): the questionnaire in the caller's language, and the
 * answers that move an application on to identification or, for a possible US person, to the
 * traditional way (a branch); and the customer's last answers, offered again for a year.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../auth';
import { requestLocale } from '../i18n';
import { registerOperation } from '../openapi/operations';
import type { BankDependencies } from '../shared/bank-dependencies';
import { submitAnswers } from './answers';
import { lastAnswers } from './last-answers';
import { questionsIn } from './questions';

export async function fatcaModule(app: FastifyInstance, { db, clock }: BankDependencies) {
  registerOperation(app, 'listFatcaQuestions', async (request) =>
    questionsIn(requestLocale(request)),
  );

  registerOperation(app, 'getLastFatcaAnswers', async (request) =>
    lastAnswers(db, clock, signedIn(request).customer.id),
  );

  registerOperation(app, 'submitFatcaAnswers', async (request) => {
    const customerId = signedIn(request).customer.id;
    const application = await submitAnswers(db, clock, customerId, request.body);
    return { status: application.status };
  });
}
