/**
 * GET /api/v1/accounts/{id}/statement: a PDF statement of one of the customer's current
 * accounts, in the caller's language. The event loop validates, reads the books and answers;
 * the PDF itself is drawn on a worker thread (renderer.ts).
 */
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { bakuDate } from '../../../../domain/calendar';
import { signedIn } from '../../../auth';
import type { Clock } from '../../../clock';
import { BankError } from '../../../errors/bank-error';
import { requestLocale } from '../../../i18n';
import { registerOperation } from '../../../openapi/operations';
import type { BankDependencies } from '../../../shared/bank-dependencies';
import { checkProductId } from '../../json';
import { checkPeriod } from '../../operations/queries';
import { bankRequisites } from '../numbering';
import { readStatementBooks } from './books';
import { createStatementRenderer, type StatementRenderer } from './renderer';

/** From no later than to, and to no later than the bank's today: a statement of the past. */
function checkStatementPeriod(from: string, to: string, clock: Clock): void {
  checkPeriod(from, to);
  const today = bakuDate(clock.now());
  if (Temporal.PlainDate.compare(to, today) > 0) {
    throw new BankError('VALIDATION_FAILED', 400, {}, 'PERIOD_IN_FUTURE');
  }
}

export function registerStatementRoute(
  app: FastifyInstance,
  { db, clock, config }: BankDependencies,
  renderer: StatementRenderer = createStatementRenderer(),
) {
  app.addHook('onClose', () => renderer.close());
  registerOperation(app, 'getAccountStatement', async (request, reply) => {
    const { customer } = signedIn(request);
    const { from, to } = request.query;
    checkStatementPeriod(from, to, clock);
    const generatedAt = clock.now().epochMilliseconds;
    const locale = requestLocale(request);
    const books = await readStatementBooks(db, {
      customerId: customer.id,
      accountId: checkProductId(request.params.id),
      from,
      to,
      locale,
    });
    const pdf = await renderer.render({
      locale,
      bank: {
        name: config.bank.name,
        bic: config.bank.bic,
        bankCode: bankRequisites.bankCode,
      },
      holder: `${customer.firstName} ${customer.lastName}`,
      from,
      to,
      generatedAt,
      ...books,
    });
    const filename = `statement-${books.iban}-${from}-${to}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .code(200)
      .send(pdf);
  });
}
