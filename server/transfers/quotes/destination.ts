/**
 * Where a transfer's money goes, as the customer named it: one of their own products, or an
 * IBAN, a card number or a mobile number (recipient/resolve.ts), checked against the transfer's
 * type (…2A to an account, …2C to a card; a mobile number reaches either) and PRODUCT 4.5's rule
 * that a blocked card cannot receive.
 */
import type { Locale } from '../../../domain/locale';
import { maskCardNumber } from '../../../domain/transfers/card-number';
import { ipsCurrency } from '../../../domain/transfers/tariffs';
import type { Clock } from '../../clock';
import type { Currency } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import type { Schemas } from '../../openapi/json';
import { isExpired } from '../../products/cards/payment-source';
import { cardSchemeOf } from '../banks/bins';
import { type DirectoryBank, ownBank } from '../banks/directory';
import { maskedIban, maskedName, maskedPhone } from '../parties';
import type { TransferDestinationSide, TransferType } from '../priced-transfer';
import { customerProduct } from '../recipient/products';
import { findRecipient, type Recipient, recipientNotFound } from '../recipient/resolve';
import { fieldRefusal } from './refusals';

type Named = Schemas['TransferDestination'];

/** How the money travels there, before amounts and currencies pick the rail. */
export type Route =
  | { to: 'THIS_BANK'; own: boolean }
  | { to: 'OTHER_BANK'; via: 'IBAN' | 'CARD' | 'IPS'; ips: boolean };

export interface QuotedDestination {
  side: TransferDestinationSide;
  route: Route;
}

interface Typed {
  iban: string | null;
  cardNumber: string | null;
  phone: string | null;
  receiverName: string | null;
  taxId: string | null;
}

const typedOf = (named: Named): Typed => ({
  iban: 'iban' in named ? named.iban : null,
  cardNumber: 'cardNumber' in named ? named.cardNumber : null,
  phone: 'phone' in named ? named.phone : null,
  receiverName: ('name' in named ? named.name : undefined) ?? null,
  taxId: ('taxId' in named ? named.taxId : undefined) ?? null,
});

const bankOf = ({ id, bic, name }: DirectoryBank) => ({ id, bic, name });

async function recipientOf(db: LedgerDb, customerId: string, named: Named): Promise<Recipient> {
  if (!('productId' in named)) return findRecipient(db, named);
  const product = await customerProduct(db, customerId, named.productId);
  if (!product) throw recipientNotFound();
  return { at: 'THIS_BANK', product };
}

/** The kind the receiver is: known for a product or a number's form, open for a mobile number. */
function receivingKind(named: Named, recipient: Recipient): 'ACCOUNT' | 'CARD' | undefined {
  if ('iban' in named) return 'ACCOUNT';
  if ('cardNumber' in named) return 'CARD';
  return recipient.at === 'THIS_BANK' && 'productId' in named ? recipient.product.kind : undefined;
}

function assertType(type: TransferType, kind: 'ACCOUNT' | 'CARD' | undefined) {
  if (kind === undefined) return;
  const toCard = type.endsWith('C');
  if (toCard && kind !== 'CARD') throw fieldRefusal('TO_MUST_BE_CARD');
  if (!toCard && kind !== 'ACCOUNT') throw fieldRefusal('TO_MUST_BE_ACCOUNT');
}

function thisBankSide(
  recipient: Extract<Recipient, { at: 'THIS_BANK' }>,
  { customerId, locale }: { customerId: string; locale: Locale },
  typed: Typed,
  clock: Clock,
): QuotedDestination {
  const { product } = recipient;
  if (product.card?.status === 'BLOCKED') throw fieldRefusal('DESTINATION_CARD_BLOCKED');
  if (product.card && isExpired(product.card, clock)) {
    throw fieldRefusal('DESTINATION_CARD_EXPIRED');
  }
  const own = product.holder.customerId === customerId;
  return {
    route: { to: 'THIS_BANK', own },
    side: {
      kind: own ? 'OWN' : 'CUSTOMER',
      productId: product.id,
      ledgerAccountId: product.ledgerAccountId,
      customerId: product.holder.customerId,
      display: typed.phone === null ? product.display : maskedPhone(typed.phone),
      name: own
        ? product.names[locale]
        : maskedName(product.holder.firstName, product.holder.lastName),
      currency: product.currency,
      bank: bankOf(ownBank),
      ...typed,
    },
  };
}

function otherBankSide(
  recipient: Extract<Recipient, { at: 'OTHER_BANK' }>,
  sourceCurrency: Currency,
  typed: Typed,
): QuotedDestination {
  const { via, bank } = recipient;
  const display = typed.iban
    ? maskedIban(typed.iban)
    : typed.cardNumber
      ? maskCardNumber(typed.cardNumber)
      : maskedPhone(typed.phone ?? '');
  // IPS carries manats only; clearing and the card scheme pay out what was sent.
  const currency = via === 'IPS' ? ipsCurrency : sourceCurrency;
  const name =
    via === 'IBAN'
      ? (typed.receiverName ?? '')
      : via === 'IPS'
        ? (recipient.name ?? '')
        : (cardSchemeOf(typed.cardNumber ?? '') ?? bank.name);
  return {
    route: { to: 'OTHER_BANK', via, ips: bank.ips },
    side: {
      kind: 'EXTERNAL',
      productId: null,
      ledgerAccountId: null,
      customerId: null,
      display,
      name,
      currency,
      bank: bankOf(bank),
      ...typed,
    },
  };
}

export async function transferDestination(
  db: LedgerDb,
  clock: Clock,
  customerId: string,
  request: { to: Named; type: TransferType },
  { sourceCurrency, locale }: { sourceCurrency: Currency; locale: Locale },
): Promise<QuotedDestination> {
  const recipient = await recipientOf(db, customerId, request.to);
  assertType(request.type, receivingKind(request.to, recipient));
  const typed = typedOf(request.to);
  return recipient.at === 'THIS_BANK'
    ? thisBankSide(recipient, { customerId, locale }, typed, clock)
    : otherBankSide(recipient, sourceCurrency, typed);
}
