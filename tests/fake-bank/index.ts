/**
 * One contract-typed fake bank for the web tests (docs/ARCHITECTURE.md "Tests"): MSW handlers
 * typed from the contract, every answer checked against it, a log of the calls made. A test
 * sets up the answers it needs with `fakeBank.use(...)`; anything else is the bank's 404.
 */
import { bodiesSent, callsMade } from './call-log';
import { addHandlers } from './server';

export type { BankCall, CallFilter } from './call-log';
export { type HeldBank, holdBankCalls } from './held';
export { gatewayAnswer, http } from './http';

export const fakeBank = {
  /** Answers with these handlers first, until the end of the test. */
  use: addHandlers,
  /** The calls made in this test, optionally only those of a method and path. */
  calls: callsMade,
  /** The JSON bodies sent with the calls of a method and path, in order. */
  bodies: bodiesSent,
};
