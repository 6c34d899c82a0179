/**
 * The receipt-email chart as a test model: what the customer and the bank can send in each
 * state, and a state identity (state, the kind of address typed, whether problems show, where
 * the receipt went and the bank's refusal).
 */
import { emailProblem } from '../../domain/email';
import type { ReceiptEmailEvent, receiptEmailMachine } from '../../machines/receiptEmail.machine';
import { ApiError } from '../../src/shared/api/errors';
import { transferRefusals } from '../fake-bank/fixtures/transfers';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof receiptEmailMachine>['events']>[0];

export const transferId = 'transfer-1';
export const goodAddress = 'leyla@example.az';
/** Passes the contract's format but no mail provider takes it. */
export const wrongAddress = 'leyla@localhost';

/** The bank's answers: the address refused, the mail not sent, no answer at all. */
export const refusals = {
  address: new ApiError(400, transferRefusals.emailInvalid),
  noMail: new ApiError(503, transferRefusals.mailNotConfigured),
  offline: new TypeError('Failed to fetch'),
};

/** The address moves through a cycle of empty, wrong and good, one step per change. */
const addressCycle: Record<string, string> = {
  '': wrongAddress,
  [wrongAddress]: ` ${goodAddress} `,
  [` ${goodAddress} `]: '',
};

export const receiptEmailModel: ModelPathsOptions<typeof receiptEmailMachine> = {
  inputs: [{ transferId }],
  events: ({ context }: Snapshot) => [
    { type: 'OPEN' },
    { type: 'EMAIL.CHANGE', value: addressCycle[context.email] ?? '' },
    ...(['SUBMIT', 'RETRY', 'EDIT', 'CLOSE'] as const).map(
      (type) => ({ type }) as ReceiptEmailEvent,
    ),
  ],
  actorResults: {
    sendReceipt: { outputs: [undefined], errors: Object.values(refusals) },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      email: context.email === '' ? 'empty' : (emailProblem(context.email) ?? 'good'),
      showProblems: context.showProblems,
      sentTo: context.sentTo,
      refusal: context.refusal,
    }),
};
