/**
 * The quote side's calls: the bank's calendar and exchange rates (no sign-in needed), who a
 * number reaches, and pricing a transfer. The quote is stored as priced, so confirming it later
 * books exactly what the customer saw.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../auth';
import { toDate } from '../clock';
import { requestLocale } from '../i18n';
import { registerOperation } from '../openapi/operations';
import type { BankDependencies } from '../shared/bank-dependencies';
import { bankCalendar } from './calendar';
import { quoteJson } from './quotes/json';
import { priceTransfer } from './quotes/price';
import { saveQuote } from './quotes/store';
import { exchangeRateJson, listExchangeRates } from './rates/store';
import { lookUpRecipient } from './recipient/lookup';

export function registerTransferQuoteRoutes(app: FastifyInstance, { db, clock }: BankDependencies) {
  registerOperation(app, 'getBankCalendar', async () => bankCalendar(clock));

  registerOperation(app, 'listExchangeRates', async () =>
    (await listExchangeRates(db)).map(exchangeRateJson),
  );

  registerOperation(app, 'findTransferRecipient', async (request) =>
    lookUpRecipient(db, signedIn(request).customer.id, request.query),
  );

  registerOperation(app, 'quoteTransfer', async (request) => {
    const customerId = signedIn(request).customer.id;
    const priced = await priceTransfer(db, clock, customerId, request.body, requestLocale(request));
    await saveQuote(db, priced, toDate(clock.now()));
    return quoteJson(priced);
  });
}
