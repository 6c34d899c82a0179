/**
 * The transfer form's fields and what the customer's products allow in them (PRODUCT 3
 * "Transfer", 4.5): which own accounts or cards may send and receive for each type, the ways of
 * naming a receiver, and the request the bank is asked to price. Blocked cards neither send nor
 * receive; the bank's lists hold no closed product.
 */
import { amountToMinor, toDecimalString } from '../domain/money';
import {
  destinationOf,
  parseTransferAmount,
  type TransferDestinationKind,
  type TransferDraft,
  type TransferField,
  type TransferFieldErrors,
  transferFieldErrors,
} from '../domain/transfers/validation';
import type { components } from '../openapi/generated/schema';

type Schemas = components['schemas'];
export type TransferType = Schemas['TransferType'];
export type TransferRequest = Schemas['TransferRequest'];
export type Account = Schemas['Account'];
export type Card = Schemas['Card'];

export const transferTypes = ['A2A', 'A2C', 'C2A', 'C2C'] as const satisfies TransferType[];

/** How the receiver is named: one of the customer's own products, or someone else's number. */
export type Recipient = TransferDestinationKind;

/** What the customer types and picks, as typed; the request is built from it when sent. */
export interface TransferForm {
  /** The own account or card the money leaves. */
  from: string;
  recipient: Recipient;
  /** The own account or card it goes to, when the recipient is OWN. */
  to: string;
  iban: string;
  receiverName: string;
  taxId: string;
  cardNumber: string;
  phone: string;
  amount: string;
  comment: string;
}

/** The form's fields are the ones the rules (and the bank's refusals) name. */
export type TransferFormField = TransferField;

export const emptyTransferForm: TransferForm = {
  from: '',
  recipient: 'OWN',
  to: '',
  iban: '',
  receiverName: '',
  taxId: '',
  cardNumber: '',
  phone: '',
  amount: '',
  comment: '',
};

/** The customer's products the form chooses from, as the bank listed them. */
export interface TransferProducts {
  accounts: Account[];
  cards: Card[];
  /** The default payment source (listPaymentMethods), chosen first when it fits the type. */
  defaultSource?: string | null;
}

/** One own account or card as the form offers it. */
export interface OwnProduct {
  id: string;
  kind: 'ACCOUNT' | 'CARD';
  name: string;
  /** The IBAN of an account, the masked number of a card. */
  number: string;
  /** The IBAN the money leaves (a card's own current account). */
  iban: string;
  currency: Account['currency'];
  /** What it can spend now. */
  available: number;
}

const sendsFromCard = (type: TransferType) => type === 'C2A' || type === 'C2C';
const sendsToCard = (type: TransferType) => type === 'A2C' || type === 'C2C';

function ownAccounts({ accounts }: TransferProducts): OwnProduct[] {
  return accounts.map((account) => ({
    id: account.id,
    kind: 'ACCOUNT',
    name: account.name,
    number: account.iban,
    iban: account.iban,
    currency: account.currency,
    available: account.available,
  }));
}

// A blocked card can neither send nor receive (PRODUCT 5).
function ownCards({ cards }: TransferProducts): OwnProduct[] {
  return cards
    .filter((card) => card.status === 'ACTIVE')
    .map((card) => ({
      id: card.id,
      kind: 'CARD',
      name: card.name,
      number: card.maskedPan,
      iban: card.account.iban,
      currency: card.currency,
      available: card.balance,
    }));
}

/** Where the money may leave from for a type: current accounts (A2…) or active cards (C2…). */
export function sourcesFor(type: TransferType, products: TransferProducts): OwnProduct[] {
  return sendsFromCard(type) ? ownCards(products) : ownAccounts(products);
}

/**
 * The customer's own products that may receive for a type. The source is left out, and so is
 * anything spending from the same current account (a card and its account): the money would not
 * move.
 */
export function ownDestinationsFor(
  type: TransferType,
  products: TransferProducts,
  from: string,
): OwnProduct[] {
  const all = sendsToCard(type) ? ownCards(products) : ownAccounts(products);
  const source = [...ownAccounts(products), ...ownCards(products)].find(({ id }) => id === from);
  return all.filter((product) => product.id !== from && product.iban !== source?.iban);
}

/** Ways to name the receiver: an account by IBAN or mobile number, a card by its number. */
export function recipientsFor(type: TransferType): readonly Recipient[] {
  return sendsToCard(type) ? ['OWN', 'CARD'] : ['OWN', 'IBAN', 'PHONE'];
}

/** The source the form names, if it may still send for the type. */
export function sourceOf(
  type: TransferType,
  products: TransferProducts,
  form: TransferForm,
): OwnProduct | undefined {
  return sourcesFor(type, products).find((product) => product.id === form.from);
}

/**
 * The form kept within what the type and the products allow: a source, a recipient and an own
 * destination that no longer fit are replaced by the first that does (or left empty); a source
 * by the customer's default one when the type sends from its kind.
 */
export function reconcileForm(
  type: TransferType,
  products: TransferProducts,
  form: TransferForm,
): TransferForm {
  const sources = sourcesFor(type, products);
  const preferred = sources.find(({ id }) => id === products.defaultSource) ?? sources[0];
  const from = sources.some(({ id }) => id === form.from) ? form.from : (preferred?.id ?? '');
  const recipient = recipientsFor(type).includes(form.recipient) ? form.recipient : 'OWN';
  const destinations = ownDestinationsFor(type, products, from);
  const to = destinations.some(({ id }) => id === form.to) ? form.to : (destinations[0]?.id ?? '');
  return { ...form, from, recipient, to };
}

/** The form as the shared rules read it, with what the app knows of the source. */
export function draftOf(
  type: TransferType,
  products: TransferProducts,
  form: TransferForm,
): TransferDraft {
  const source = sourceOf(type, products, form);
  const currency = source?.currency ?? 'AZN';
  const available = source && amountToMinor(source.available, currency);
  return {
    ...form,
    from: source?.id ?? '',
    currency,
    destination: form.recipient,
    ...(source ? { fromIban: source.iban } : {}),
    ...(available === undefined ? {} : { availableMinor: BigInt(available) }),
  };
}

/** What is wrong with the form, field by field, by the rules the bank applies too (PRODUCT 5). */
export function formProblems(
  type: TransferType,
  products: TransferProducts,
  form: TransferForm,
): TransferFieldErrors {
  return transferFieldErrors(draftOf(type, products, form));
}

/** The would-be transfer the bank prices (quoteTransfer), or undefined while anything is wrong. */
export function transferRequest(
  type: TransferType,
  products: TransferProducts,
  form: TransferForm,
): TransferRequest | undefined {
  const draft = draftOf(type, products, form);
  if (Object.keys(transferFieldErrors(draft)).length > 0) return undefined;
  const parsed = parseTransferAmount(draft.amount, draft.currency);
  if (!parsed.ok) return undefined;
  const comment = form.comment.trim();
  return {
    type,
    from: { productId: draft.from },
    to: destinationOf(draft),
    amount: Number(toDecimalString(Number(parsed.minor), draft.currency)),
    ...(comment ? { comment } : {}),
  };
}
