/**
 * The customer's calls for loan applications (PRODUCT 7 "Requests and loans"). The customer comes
 * from the access token; another customer's application is answered 404 like an unknown one.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../auth';
import { requestLocale } from '../i18n';
import { registerOperation } from '../openapi/operations';
import { customerPrepayments, prepaymentOrderJson } from '../prepayments';
import type { BankDependencies } from '../shared/bank-dependencies';
import { listOtherBanks } from '../transfers/banks/store';
import { acceptOffer } from './accept';
import { registerApplicationFileRoutes } from './attached-files';
import { vtbBics } from './banks';
import { createApplication } from './create';
import { applicationJson, eligibleLoanJson, offerJson, orderJson } from './json';
import { applyEvent, asOfNow } from './lifecycle';
import { registerRefinancingDocumentRoutes } from './refinancing-documents';
import { customerApplication, customerApplications, liabilitiesOf, offersOf } from './store';

export function registerApplicationRoutes(app: FastifyInstance, { db, clock }: BankDependencies) {
  const customerOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).customer.id;

  registerOperation(app, 'createLoanApplication', async (request, reply) => {
    const application = await createApplication(
      db,
      clock,
      signedIn(request).customer,
      request.body,
      requestLocale(request),
    );
    return reply.code(201).send(applicationJson(application));
  });

  // Reads show the status on the bank's clock, a passed deadline included (lifecycle.asOfNow).
  registerOperation(app, 'getLoanApplication', async (request) => {
    const application = await customerApplication(db, customerOf(request), request.params.id);
    return applicationJson(asOfNow(application, clock));
  });

  registerOperation(app, 'listLoanOffers', async (request) => {
    const customerId = customerOf(request);
    const application = await customerApplication(db, customerId, request.query.applicationId);
    const offers = await offersOf(db, application.id);
    const liabilities = application.product === 'REFIN' ? await liabilitiesOf(db, customerId) : [];
    return {
      offers: offers.map(offerJson),
      eligibleForRefinancingLoans: liabilities
        .filter((loan) => loan.eligibleForRefinancing)
        .map(eligibleLoanJson),
    };
  });

  registerOperation(app, 'acceptLoanOffer', async (request) =>
    applicationJson(
      await acceptOffer(db, clock, customerOf(request), request.params.id, request.body),
    ),
  );

  registerOperation(app, 'refreshLoanApplication', async (request) => {
    const customerId = customerOf(request);
    const refreshed = await db.transaction(async (tx) => {
      const application = await customerApplication(tx, customerId, request.params.id, {
        forUpdate: true,
      });
      return applyEvent(tx, clock, application, 'REFRESHED');
    });
    return applicationJson(refreshed);
  });

  registerOperation(app, 'listBankDetails', async () =>
    (await listOtherBanks(db)).map(({ id, bic, name, ips }) => ({
      id,
      bic,
      name,
      isVtb: vtbBics.includes(bic),
      supportIps: ips,
    })),
  );

  // The request list holds the applications and the early repayments (LOAN_PREPAYMENT), newest
  // first.
  registerOperation(app, 'listOrders', async (request) => {
    const customerId = customerOf(request);
    const [applications, prepayments] = await Promise.all([
      customerApplications(db, customerId),
      customerPrepayments(db, customerId),
    ]);
    return [
      ...applications.map((application) => orderJson(asOfNow(application, clock))),
      ...prepayments.map(prepaymentOrderJson),
    ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  });

  registerRefinancingDocumentRoutes(app, { db, clock });
  registerApplicationFileRoutes(app, { db, clock });
}
