/**
 * The transfer form chart's types: what it keeps, what the customer and the bank send it, what
 * it tells the app, and the bank calls the app supplies. Shapes the contract describes are its
 * own (components['schemas']).
 */
import type { components } from '../openapi/generated/schema';
import type { CodeCheck, OtpContext, OtpEmitted } from './otp/one-time-code';
import type {
  Recipient,
  TransferForm,
  TransferFormField,
  TransferProducts,
  TransferRequest,
  TransferType,
} from './transferForm.draft';
import type { TransferRefusal } from './transferForm.refusal';

type Schemas = components['schemas'];
export type TransferQuote = Schemas['TransferQuote'];
export type Transfer = Schemas['Transfer'];

/** The receipt's PDF and the name it is saved under. */
export interface ReceiptFile {
  blob: Blob;
  filename: string;
}

/** What making the transfer sends: the quote, the comment, and the attempt's key. */
export interface NewTransfer {
  quoteId: string;
  comment?: string;
  idempotencyKey: string;
}

export interface TransferFormContext extends OtpContext, TransferProducts {
  type: TransferType | null;
  form: TransferForm;
  /** Problems of empty fields show once the customer has tried to send the form. */
  showProblems: boolean;
  refusal: TransferRefusal | null;
  quote: TransferQuote | null;
  /** The quote replaces one that expired: the customer confirms the new figures. */
  requoted: boolean;
  /** Made when the customer confirms, resent on each retry of that attempt. */
  idempotencyKey: string | null;
  transfer: Transfer | null;
}

export type TransferFormEvent =
  /** The bank's lists of accounts and cards were read again (balances changed). */
  | ({ type: 'PRODUCTS' } & TransferProducts)
  | { type: 'TYPE.SELECT'; value: TransferType }
  | { type: 'RECIPIENT.SELECT'; value: Recipient }
  | { type: 'FIELD.CHANGE'; field: TransferFormField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'REPEAT' }
  | { type: 'NEW' }
  | { type: 'RECEIPT' }
  | { type: 'CANCEL' }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' };

export type TransferFormEmitted =
  | OtpEmitted
  /** Money moved or was held: the app reads the products, operations and limits again. */
  | { type: 'moved'; transfer: Transfer }
  | { type: 'save'; file: ReceiptFile };

/** The bank calls of the form; the app supplies them. */
export interface TransferFormServices {
  quoteTransfer: (request: TransferRequest) => Promise<TransferQuote>;
  createTransfer: (request: NewTransfer) => Promise<Transfer>;
  /** The code under the transfer's id (the code's session is the transfer). */
  confirmTransfer: (input: CodeCheck) => Promise<Transfer>;
  resendOtp: (input: { sessionId: string }) => Promise<void>;
  fetchReceipt: (input: { transferId: string }) => Promise<ReceiptFile>;
  /** Cancels a scheduled transfer, releasing its hold. */
  cancelTransfer: (input: { transferId: string }) => Promise<Transfer>;
}
