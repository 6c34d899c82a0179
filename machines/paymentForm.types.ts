/**
 * The provider payment chart's types: what it keeps, what the customer and the bank send it,
 * what it tells the app, and the bank calls the app supplies. Shapes the contract describes are
 * its own (components['schemas']).
 */
import type { components } from '../openapi/generated/schema';
import type { CodeCheck, OtpContext, OtpEmitted } from './otp/one-time-code';
import type {
  PaymentForm,
  PaymentFormField,
  PaymentMethod,
  PaymentProvider,
  PaymentRequest,
  PaymentSubscriber,
} from './paymentForm.draft';
import type { PaymentRefusal } from './paymentForm.refusal';

type Schemas = components['schemas'];
export type PaymentQuote = Schemas['PaymentQuote'];
export type Payment = Schemas['Payment'];
export type PaymentFields = Schemas['PaymentFields'];

/** The receipt's PDF and the name it is saved under. */
export interface PaymentReceiptFile {
  blob: Blob;
  filename: string;
}

/** What making the payment sends: the quote and the attempt's key. */
export interface NewPayment {
  quoteId: string;
  idempotencyKey: string;
}

/** The provider's answer about the subscriber, for the values it was asked about. */
export interface SubscriberLookup {
  /** The valid field values asked about (lookupKey). */
  key: string;
  subscriber: PaymentSubscriber | null;
  refusal: PaymentRefusal | null;
}

export interface PaymentFormContext extends OtpContext {
  provider: PaymentProvider;
  methods: PaymentMethod[];
  form: PaymentForm;
  /** The amount is the debt the provider told, not the customer's own figure. */
  amountFromDebt: boolean;
  lookup: SubscriberLookup | null;
  /** A template's complete values are priced without a press of Pay (once). */
  payAtOnce: boolean;
  /** Problems of empty fields show once the customer has tried to send the form. */
  showProblems: boolean;
  refusal: PaymentRefusal | null;
  quote: PaymentQuote | null;
  /** The quote replaces one that expired: the customer confirms the new figures. */
  requoted: boolean;
  /** Made when the customer confirms, resent on each retry of that attempt. */
  idempotencyKey: string | null;
  payment: Payment | null;
}

export type PaymentFormEvent =
  /** The bank's list of payment methods was read again (balances changed). */
  | { type: 'METHODS'; methods: PaymentMethod[] }
  | { type: 'FIELD.CHANGE'; field: PaymentFormField; value: string }
  | { type: 'LOOKUP.RETRY' }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'CLOSE' }
  | { type: 'RECEIPT' }
  | { type: 'CANCEL' }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' };

export type PaymentFormEmitted =
  | OtpEmitted
  /** Money moved or was held (or released): the app reads the products and operations again. */
  | { type: 'moved'; payment: Payment }
  | { type: 'save'; file: PaymentReceiptFile };

/** The bank calls of the form; the app supplies them. */
export interface PaymentFormServices {
  findSubscriber: (input: {
    providerId: string;
    fields: PaymentFields;
  }) => Promise<PaymentSubscriber>;
  quotePayment: (request: PaymentRequest) => Promise<PaymentQuote>;
  createPayment: (request: NewPayment) => Promise<Payment>;
  /** The code under the payment's id (the code's session is the payment). */
  confirmPayment: (input: CodeCheck) => Promise<Payment>;
  resendOtp: (input: { sessionId: string }) => Promise<void>;
  fetchReceipt: (input: { paymentId: string }) => Promise<PaymentReceiptFile>;
  /** Cancels a payment awaiting its code or scheduled, releasing its hold. */
  cancelPayment: (input: { paymentId: string }) => Promise<Payment>;
}
