/**
 * The account-opening chart as a test model: what the customer and the bank can send in each
 * state, and its state identity (state, currency, the bank's message).
 */
import type {
  AccountOpeningContext,
  AccountOpeningEvent,
  accountOpeningMachine,
} from '../../machines/accountOpening.machine';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof accountOpeningMachine>['events']>[0];

const nextCurrency = { AZN: 'USD', USD: 'EUR', EUR: 'AZN' } as const;

export const accountRefusal = new Error('Hesab açmaq mümkün olmadı');

export const accountOpeningModel: ModelPathsOptions<typeof accountOpeningMachine> = {
  events: ({ context }: Snapshot): AccountOpeningEvent[] => [
    { type: 'CURRENCY.SELECT', value: nextCurrency[(context as AccountOpeningContext).currency] },
    { type: 'SUBMIT' },
  ],
  actorResults: {
    createAccount: { outputs: ['account-application-1'], errors: [accountRefusal] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({ value, currency: context.currency, error: context.error }),
};
