/**
 * The sandbox's side of the quote: setting the bank's exchange rates (quotes made afterwards use
 * them; quotes already made keep theirs) and reading the IPS directory it plays.
 */
import type { FastifyInstance } from 'fastify';
import { toRateMicros } from '../../../domain/transfers/exchange';
import type { Schemas } from '../../openapi/json';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { bankEntryJson } from '../banks/store';
import { fieldRefusal } from '../quotes/refusals';
import {
  type ExchangeRate,
  exchangeRateJson,
  listExchangeRates,
  setExchangeRates,
} from '../rates/store';
import { listIpsDirectory } from '../recipient/ips';

/** The rates as given, or a 400 for a rate that is not a rate or a direction given twice. */
function ratesOf(body: Schemas['ExchangeRates']): ExchangeRate[] {
  const seen = new Set<string>();
  return body.map(({ from, to, rate }) => {
    const rateMicros = toRateMicros(rate);
    if (from === to || rateMicros === undefined) throw fieldRefusal('EXCHANGE_RATE_INVALID');
    const pair = `${from}-${to}`;
    if (seen.has(pair)) throw fieldRefusal('EXCHANGE_RATE_REPEATED', { from, to });
    seen.add(pair);
    return { from, to, rateMicros };
  });
}

export function registerSandboxTransferQuoteRoutes(
  app: FastifyInstance,
  { db, clock }: BankDependencies,
) {
  registerOperation(app, 'setSandboxExchangeRates', async (request) => {
    await setExchangeRates(db, clock, ratesOf(request.body));
    return (await listExchangeRates(db)).map(exchangeRateJson);
  });

  registerOperation(app, 'listSandboxIpsDirectory', async () =>
    (await listIpsDirectory(db)).map((entry) => ({
      phone: entry.phone.slice(-9),
      name: entry.name,
      bank: bankEntryJson(entry.bank),
    })),
  );
}
