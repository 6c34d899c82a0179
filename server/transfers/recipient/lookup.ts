/**
 * findTransferRecipient: the masked name and the bank behind exactly one of an IBAN, a card
 * number or a mobile number, and the rails a transfer there may take, fastest first.
 */
import { isValidAzIban } from '../../../domain/iban';
import { isValidMobilePhone } from '../../../domain/loan-application-form';
import { isValidCardNumber } from '../../../domain/transfers/card-number';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb } from '../../ledger';
import type { Schemas } from '../../openapi/json';
import { ownBank } from '../banks/directory';
import { bankEntryJson } from '../banks/store';
import { maskedName } from '../parties';
import type { TransferRail } from '../priced-transfer';
import { fieldRefusal } from '../quotes/refusals';
import { findRecipient, type Recipient, type RecipientQuery } from './resolve';

interface RecipientParams {
  iban?: string;
  cardNumber?: string;
  phone?: string;
}

/** Exactly one way of naming the receiver, in a valid form (400 naming the field otherwise). */
export function recipientQueryOf({ iban, cardNumber, phone }: RecipientParams): RecipientQuery {
  const given = [iban, cardNumber, phone].filter((value) => value !== undefined);
  if (given.length !== 1) {
    throw new BankError('VALIDATION_FAILED', 400, {}, 'RECIPIENT_QUERY_ONE_OF');
  }
  if (iban !== undefined) {
    if (!isValidAzIban(iban)) throw fieldRefusal('IBAN_INVALID');
    return { iban };
  }
  if (cardNumber !== undefined) {
    if (!isValidCardNumber(cardNumber)) throw fieldRefusal('CARD_NUMBER_INVALID');
    return { cardNumber };
  }
  const mobile = phone ?? '';
  if (!isValidMobilePhone(mobile)) throw fieldRefusal('PHONE_INVALID');
  return { phone: mobile };
}

function railsTo(recipient: Recipient, customerId: string): TransferRail[] {
  if (recipient.at === 'THIS_BANK') {
    return recipient.product.holder.customerId === customerId ? ['OWN'] : ['INTERNAL'];
  }
  if (recipient.via === 'IBAN') return recipient.bank.ips ? ['IPS', 'CLEARING'] : ['CLEARING'];
  return recipient.via === 'CARD' ? ['CARD'] : ['IPS'];
}

export async function lookUpRecipient(
  db: LedgerDb,
  customerId: string,
  params: RecipientParams,
): Promise<Schemas['TransferRecipient']> {
  const recipient = await findRecipient(db, recipientQueryOf(params));
  const rails = railsTo(recipient, customerId);
  if (recipient.at === 'OTHER_BANK') {
    return { name: recipient.name, bank: bankEntryJson(recipient.bank), rails };
  }
  const { holder } = recipient.product;
  return {
    name: maskedName(holder.firstName, holder.lastName),
    bank: bankEntryJson(ownBank),
    rails,
  };
}
