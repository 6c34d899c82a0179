/**
 * PRODUCT 5's rules for a transfer form, shared by the web form (errors beside each field) and
 * the bank server (a translated 400 naming the field). Each field has at most one problem, the
 * first that applies; fields the chosen destination does not use are not checked.
 *
 * What needs the bank's data — a blocked card, the receiver's existence, IPS's ceiling for the
 * rail the bank picks — is checked where that data lives; the available balance is checked here
 * when the caller knows it.
 */
import type { components } from '../../openapi/generated/schema';
import { isValidAzIban, ourBankCode, splitAzIban, toElectronicIban } from '../iban';
import { isValidMobilePhone } from '../loan-application-form';
import { type Currency, parseAmount } from '../money';
import { isValidCardNumber, normalizeCardNumber } from './card-number';
import { isValidTaxId, normalizeTaxId } from './tax-id';

type TransferDestination = components['schemas']['TransferDestination'];
type TransferRequest = components['schemas']['TransferRequest'];

/** How the receiver is named: one of the customer's products, an IBAN, a card or a mobile number. */
export const transferDestinationKinds = ['OWN', 'IBAN', 'CARD', 'PHONE'] as const;
export type TransferDestinationKind = (typeof transferDestinationKinds)[number];

export const transferFields = [
  'from',
  'to',
  'amount',
  'iban',
  'cardNumber',
  'phone',
  'receiverName',
  'taxId',
  'comment',
] as const;
export type TransferField = (typeof transferFields)[number];

export const transferProblems = [
  'FROM_REQUIRED',
  'TO_REQUIRED',
  'SAME_PRODUCT',
  'AMOUNT_REQUIRED',
  'AMOUNT_INVALID',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_TOO_PRECISE',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_OVER_BALANCE',
  'IBAN_REQUIRED',
  'IBAN_INVALID',
  'CARD_NUMBER_REQUIRED',
  'CARD_NUMBER_INVALID',
  'PHONE_REQUIRED',
  'PHONE_INVALID',
  'RECEIVER_NAME_REQUIRED',
  'RECEIVER_NAME_TOO_LONG',
  'TAX_ID_INVALID',
  'COMMENT_TOO_LONG',
] as const;
export type TransferProblem = (typeof transferProblems)[number];

export type TransferFieldErrors = Partial<Record<TransferField, TransferProblem>>;

/** The contract's limit for a comment and for a receiver's name. */
export const commentMaxLength = 140;
export const receiverNameMaxLength = 140;

/** A transfer as the customer filled it in, text as typed. */
export interface TransferDraft {
  /** The source product's id; '' while none is chosen. */
  from: string;
  /** The source's currency: the amount is in it. */
  currency: Currency;
  destination: TransferDestinationKind;
  /** The own product's id, for OWN. */
  to?: string;
  /** As typed ('1 234,50') or as the contract's number (1234.5). */
  amount: string | number;
  iban?: string;
  cardNumber?: string;
  phone?: string;
  receiverName?: string;
  taxId?: string;
  comment?: string;
  /** The source's IBAN when known, so sending to itself by IBAN is refused too. */
  fromIban?: string;
  /** The source's available balance when known: amount + commission must fit in it. */
  availableMinor?: bigint;
  /** The quoted commission, when known. */
  commissionMinor?: bigint;
}

export type ParsedTransferAmount =
  | { ok: true; minor: bigint }
  | { ok: false; problem: TransferProblem };

const amountProblems = {
  empty: 'AMOUNT_REQUIRED',
  invalid: 'AMOUNT_INVALID',
  'too-many-decimals': 'AMOUNT_TOO_PRECISE',
  'too-large': 'AMOUNT_TOO_LARGE',
} as const satisfies Record<string, TransferProblem>;

/** PRODUCT 5: an amount is required, more than zero, with at most two decimals. */
export function parseTransferAmount(
  amount: string | number,
  currency: Currency,
): ParsedTransferAmount {
  const text = String(amount).trim();
  // A sign is no amount to move; '-5' is told apart from a typo because it is a number below zero.
  const negative = text.startsWith('-');
  const parsed = parseAmount(negative ? text.slice(1) : text, currency);
  if (!parsed.ok) return { ok: false, problem: amountProblems[parsed.problem] };
  if (negative || parsed.minor === 0) return { ok: false, problem: 'AMOUNT_NOT_POSITIVE' };
  return { ok: true, minor: BigInt(parsed.minor) };
}

/** A mobile number as typed ('+994 50 123-45-67') as the contract's 9 digits. */
export function toMobileNumber(text: string): string {
  const compact = text.replace(/[\s()-]/g, '').replace(/^\+/, '');
  return compact.length === 12 && compact.startsWith('994') ? compact.slice(3) : compact;
}

/** Whether a valid IBAN belongs to another bank (then the receiver's name is required). */
export function isOtherBankIban(iban: string): boolean {
  const parts = splitAzIban(iban);
  return parts !== undefined && parts.bankCode !== ourBankCode;
}

function amountProblem(draft: TransferDraft): TransferProblem | undefined {
  const parsed = parseTransferAmount(draft.amount, draft.currency);
  if (!parsed.ok) return parsed.problem;
  if (draft.availableMinor === undefined) return undefined;
  const total = parsed.minor + (draft.commissionMinor ?? 0n);
  return total > draft.availableMinor ? 'AMOUNT_OVER_BALANCE' : undefined;
}

function ownProblem(draft: TransferDraft): TransferProblem | undefined {
  const to = draft.to ?? '';
  if (to === '') return 'TO_REQUIRED';
  return to === draft.from ? 'SAME_PRODUCT' : undefined;
}

function ibanErrors(draft: TransferDraft): TransferFieldErrors {
  const iban = toElectronicIban(draft.iban ?? '');
  const name = (draft.receiverName ?? '').trim();
  const taxId = normalizeTaxId(draft.taxId ?? '');
  const errors: TransferFieldErrors = {};
  if (iban === '') errors.iban = 'IBAN_REQUIRED';
  else if (!isValidAzIban(iban)) errors.iban = 'IBAN_INVALID';
  else if (draft.fromIban !== undefined && iban === toElectronicIban(draft.fromIban)) {
    errors.iban = 'SAME_PRODUCT';
  }
  if (name.length > receiverNameMaxLength) errors.receiverName = 'RECEIVER_NAME_TOO_LONG';
  else if (name === '' && isOtherBankIban(iban)) errors.receiverName = 'RECEIVER_NAME_REQUIRED';
  if (taxId !== '' && !isValidTaxId(taxId)) errors.taxId = 'TAX_ID_INVALID';
  return errors;
}

function destinationErrors(draft: TransferDraft): TransferFieldErrors {
  switch (draft.destination) {
    case 'OWN': {
      const problem = ownProblem(draft);
      return problem ? { to: problem } : {};
    }
    case 'IBAN':
      return ibanErrors(draft);
    case 'CARD': {
      const card = normalizeCardNumber(draft.cardNumber ?? '');
      if (card === '') return { cardNumber: 'CARD_NUMBER_REQUIRED' };
      return isValidCardNumber(card) ? {} : { cardNumber: 'CARD_NUMBER_INVALID' };
    }
    case 'PHONE': {
      const phone = toMobileNumber(draft.phone ?? '');
      if (phone === '') return { phone: 'PHONE_REQUIRED' };
      return isValidMobilePhone(phone) ? {} : { phone: 'PHONE_INVALID' };
    }
  }
}

/** Every field's problem; an empty object when the draft may be quoted. */
export function transferFieldErrors(draft: TransferDraft): TransferFieldErrors {
  const errors: TransferFieldErrors = destinationErrors(draft);
  if (draft.from === '') errors.from = 'FROM_REQUIRED';
  const amount = amountProblem(draft);
  if (amount) errors.amount = amount;
  if ((draft.comment ?? '').length > commentMaxLength) errors.comment = 'COMMENT_TOO_LONG';
  return errors;
}

/** The contract's destination for a draft, its text normalized (spaces, +994 dropped). */
export function destinationOf(draft: TransferDraft): TransferDestination {
  switch (draft.destination) {
    case 'OWN':
      return { productId: draft.to ?? '' };
    case 'IBAN': {
      const name = (draft.receiverName ?? '').trim();
      const taxId = normalizeTaxId(draft.taxId ?? '');
      return {
        iban: toElectronicIban(draft.iban ?? ''),
        ...(name === '' ? {} : { name }),
        ...(taxId === '' ? {} : { taxId }),
      };
    }
    case 'CARD':
      return { cardNumber: normalizeCardNumber(draft.cardNumber ?? '') };
    case 'PHONE':
      return { phone: toMobileNumber(draft.phone ?? '') };
  }
}

/** The draft a request stands for, so the server checks it by the form's very rules. */
export function draftFromRequest(
  request: TransferRequest,
  source: { currency: Currency; iban?: string; availableMinor?: bigint },
): TransferDraft {
  const { to } = request;
  const common = {
    from: request.from.productId,
    currency: source.currency,
    amount: request.amount,
    comment: request.comment,
    fromIban: source.iban,
    availableMinor: source.availableMinor,
  };
  if ('productId' in to) return { ...common, destination: 'OWN', to: to.productId };
  if ('iban' in to) {
    return {
      ...common,
      destination: 'IBAN',
      iban: to.iban,
      receiverName: to.name,
      taxId: to.taxId,
    };
  }
  if ('cardNumber' in to) return { ...common, destination: 'CARD', cardNumber: to.cardNumber };
  return { ...common, destination: 'PHONE', phone: to.phone };
}
