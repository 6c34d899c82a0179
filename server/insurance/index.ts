/**
 * Loan insurance (issue 5, step 3): the insurers' offers for the accepted loan, choosing or
 * changing the insurer, and going on without insurance.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../auth';
import { requestLocale } from '../i18n';
import { amount } from '../openapi/json';
import { registerOperation } from '../openapi/operations';
import type { BankDependencies } from '../shared/bank-dependencies';
import { chooseInsurance, insuranceOffers, skipInsurance } from './choice';

export async function insuranceModule(app: FastifyInstance, { db, clock }: BankDependencies) {
  const customerOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).customer.id;

  registerOperation(app, 'listInsuranceOffers', async (request) => {
    const { offers, hasExistingInsurance, unavailable } = await insuranceOffers(
      db,
      customerOf(request),
      request.query.applicationId,
    );
    return {
      insurances: offers.map(({ insurer, premium }) => ({
        insurerId: insurer.id,
        name: insurer.name,
        premium: amount(premium, 'AZN'),
        currency: 'AZN',
      })),
      hasExistingInsurance,
      ...(unavailable && {
        unavailable: {
          reason: unavailable.reason,
          insuredFrom: amount(unavailable.insuredFrom, 'AZN'),
          currency: 'AZN',
        },
      }),
    };
  });

  registerOperation(app, 'selectInsurance', async (request) => {
    const application = await chooseInsurance(
      db,
      clock,
      customerOf(request),
      request.query,
      'SELECT',
      requestLocale(request),
    );
    return { status: application.status };
  });

  registerOperation(app, 'updateInsurance', async (request) => {
    const application = await chooseInsurance(
      db,
      clock,
      customerOf(request),
      request.query,
      'UPDATE',
      requestLocale(request),
    );
    return { status: application.status };
  });

  registerOperation(app, 'skipInsurance', async (request) => {
    const application = await skipInsurance(
      db,
      clock,
      customerOf(request),
      request.query.applicationId,
      requestLocale(request),
    );
    return { status: application.status };
  });
}
