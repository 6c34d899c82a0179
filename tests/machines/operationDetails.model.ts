/**
 * The operation-details chart as a test model: what the customer and the bank can send in each
 * state, and a state identity (state, operation, the details read, the bank's message).
 */
import type {
  OperationReceiptFile,
  operationDetailsMachine,
} from '../../machines/operationDetails.machine';
import { operationDetails } from '../fake-bank/fixtures/operations';
import type { ModelPathsOptions } from './support/model-paths';

export const details = operationDetails();
export const receiptFile: OperationReceiptFile = {
  blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  filename: `receipt-${details.reference}.pdf`,
};
export const refusal = new Error('There is no such operation among yours.');

export const operationDetailsModel: ModelPathsOptions<typeof operationDetailsMachine> = {
  events: ({ context }) => [
    // Another line opened while one is shown, or the same one again after closing.
    { type: 'OPEN', id: context.id === details.id ? '120' : details.id },
    { type: 'RETRY' },
    { type: 'DOWNLOAD' },
    { type: 'CLOSE' },
  ],
  actorResults: {
    fetchOperation: { outputs: [details], errors: [refusal] },
    fetchReceipt: { outputs: [receiptFile], errors: [refusal] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      id: context.id,
      operation: context.operation?.reference ?? null,
      error: context.error,
    }),
};
