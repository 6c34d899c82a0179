/**
 * The cash-by-code chart's types: what it keeps, what the customer and the bank send it, what it
 * tells the app, and the bank calls the app supplies. Shapes are the contract's own.
 */
import type { components } from '../openapi/generated/schema';
import type { CashCodeForm, CashCodeRequest, CashMethod } from './cashCode.draft';
import type { CashCodeRefusal } from './cashCode.refusal';
import type { CodeCheck, OtpContext, OtpEmitted } from './otp/one-time-code';

type Schemas = components['schemas'];
export type CashCodeQuote = Schemas['CashCodeQuote'];
export type CashOrder = Schemas['CashOrder'];
export type CashCode = Schemas['CashCode'];

/** What ordering sends: the quote and the attempt's key. */
export interface NewCashOrder {
  quoteId: string;
  idempotencyKey: string;
}

export interface CashCodeContext extends OtpContext {
  methods: CashMethod[];
  defaultProductId: string | null;
  form: CashCodeForm;
  /** Problems of empty fields show once the customer has tried to send the form. */
  showProblems: boolean;
  refusal: CashCodeRefusal | null;
  quote: CashCodeQuote | null;
  /** The quote replaces one that expired: the customer confirms the new figures. */
  requoted: boolean;
  /** Made when the customer confirms, resent on each retry of that attempt. */
  idempotencyKey: string | null;
  order: CashOrder | null;
}

export type CashCodeEvent =
  | { type: 'OPEN' }
  | { type: 'METHODS'; methods: CashMethod[] }
  | { type: 'FIELD.CHANGE'; field: keyof CashCodeForm; value: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' };

export type CashCodeEmitted =
  | OtpEmitted
  /** Codes were issued: the money is held, the list and the balances are read again. */
  | { type: 'issued'; order: CashOrder };

/** The bank calls of the dialog; the app supplies them. */
export interface CashCodeServices {
  quoteCashCode: (request: CashCodeRequest) => Promise<CashCodeQuote>;
  createCashCode: (request: NewCashOrder) => Promise<CashOrder>;
  /** The code under the order's id (the code's session is the order). */
  confirmCashCode: (input: CodeCheck) => Promise<CashOrder>;
  resendOtp: (input: { sessionId: string }) => Promise<void>;
}
