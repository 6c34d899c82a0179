/**
 * A transfer in the ledger: ONE ledger transaction whose postings sum to zero per currency. The
 * source gives the total; the commission goes to the bank's income; an exchange passes through
 * the bank's currency position accounts (it takes the source currency in and pays the other
 * out); the receiver is credited, or for another bank the IPS settlement or clearing account,
 * which the interbank settlement later empties. The ledger reference `transfer:<id>` makes a
 * second booking of the same transfer impossible, whoever tries.
 */
import type { OperationCategory } from '../../../domain/operation-categories';
import type { Clock } from '../../clock';
import type { TransferRow } from '../../db/schema';
import {
  type BankAccountKind,
  type BookedTransaction,
  bankAccountId,
  captureHold,
  type LedgerTransactionInput,
  type LedgerTransactionKind,
  type LedgerTx,
  type Posting,
  placeHold,
  postLedgerTransaction,
} from '../../ledger';
import type { TransferDestinationSide } from '../priced-transfer';

/** What booking a transfer reads: a stored row, or a new one about to be stored. */
export type BookableTransfer = Pick<
  TransferRow,
  | 'id'
  | 'reference'
  | 'rail'
  | 'source'
  | 'destination'
  | 'sourceAccountId'
  | 'destinationAccountId'
  | 'debitMinor'
  | 'debitCurrency'
  | 'creditMinor'
  | 'creditCurrency'
  | 'commissionMinor'
  | 'totalMinor'
>;

/** Where money that leaves the bank waits for the interbank settlement, by rail. */
export function settlementAccountKind(rail: TransferRow['rail']): BankAccountKind | null {
  switch (rail) {
    case 'IPS':
      return 'IPS_SETTLEMENT';
    case 'CLEARING':
    case 'CARD':
      return 'CLEARING';
    default:
      return null;
  }
}

async function receivingAccount(tx: LedgerTx, transfer: BookableTransfer): Promise<string> {
  const kind = settlementAccountKind(transfer.rail);
  if (kind) return bankAccountId(tx, kind, transfer.creditCurrency);
  if (!transfer.destinationAccountId) throw new Error(`transfer ${transfer.id} has no receiver`);
  return transfer.destinationAccountId;
}

/** Everything but the source's debit: receiver, commission and exchange. */
async function counterPostings(tx: LedgerTx, transfer: BookableTransfer): Promise<Posting[]> {
  const { debitCurrency, creditCurrency } = transfer;
  const postings: Posting[] = [];
  if (transfer.commissionMinor > 0n) {
    postings.push({
      accountId: await bankAccountId(tx, 'COMMISSION_INCOME', debitCurrency),
      amount: transfer.commissionMinor,
      currency: debitCurrency,
    });
  }
  if (debitCurrency !== creditCurrency) {
    postings.push(
      {
        accountId: await bankAccountId(tx, 'FX_POSITION', debitCurrency),
        amount: transfer.debitMinor,
        currency: debitCurrency,
      },
      {
        accountId: await bankAccountId(tx, 'FX_POSITION', creditCurrency),
        amount: -transfer.creditMinor,
        currency: creditCurrency,
      },
    );
  }
  postings.push({
    accountId: await receivingAccount(tx, transfer),
    amount: transfer.creditMinor,
    currency: creditCurrency,
  });
  return postings;
}

/**
 * The ledger kind and the spending category: a payment to a mobile operator is a MOBILE
 * operation, to a utility (gas, electricity, water, internet) a UTILITIES one; the rest TRANSFERS.
 */
function kindOf(destination: TransferDestinationSide): {
  kind: LedgerTransactionKind;
  category: OperationCategory;
} {
  const category = destination.kind === 'PROVIDER' ? destination.provider?.category : undefined;
  if (category === undefined) return { kind: 'TRANSFER', category: 'TRANSFERS' };
  return category === 'MOBILE'
    ? { kind: 'MOBILE_PAYMENT', category: 'MOBILE' }
    : { kind: 'UTILITY_PAYMENT', category: 'UTILITIES' };
}

/** What the history and the spending breakdown read (PRODUCT 4.5 "Operations"). */
function bookingDetails(
  transfer: BookableTransfer,
): Pick<LedgerTransactionInput, 'kind' | 'description' | 'metadata' | 'reference'> {
  const { source, destination } = transfer;
  const { kind, category } = kindOf(destination);
  return {
    kind,
    description: `${transfer.reference} · ${destination.name}`,
    metadata: {
      category,
      // A payment's merchant is the provider's name, in the language it was made in.
      merchant: destination.name,
      transferId: transfer.id,
      rail: transfer.rail,
      ...(source.kind === 'CARD' ? { cardId: source.productId } : {}),
    },
    reference: `transfer:${transfer.id}`,
  };
}

/** Books the transfer now; the source's available balance is checked under the ledger's locks. */
export async function bookTransfer(
  tx: LedgerTx,
  clock: Clock,
  transfer: BookableTransfer,
): Promise<BookedTransaction> {
  const postings: Posting[] = [
    {
      accountId: transfer.sourceAccountId,
      amount: -transfer.totalMinor,
      currency: transfer.debitCurrency,
    },
    ...(await counterPostings(tx, transfer)),
  ];
  return postLedgerTransaction(tx, clock, { ...bookingDetails(transfer), postings });
}

/** Blocks the total on the source until the execution date (available drops, balance does not). */
export async function holdTransfer(tx: LedgerTx, clock: Clock, transfer: BookableTransfer) {
  return placeHold(tx, clock, {
    accountId: transfer.sourceAccountId,
    amount: transfer.totalMinor,
    reason: `transfer ${transfer.reference}`,
  });
}

/** Books a scheduled transfer from its hold: the held total is what leaves the source. */
export async function bookHeldTransfer(
  tx: LedgerTx,
  clock: Clock,
  transfer: BookableTransfer & { holdId: string },
): Promise<BookedTransaction> {
  return captureHold(tx, clock, {
    ...bookingDetails(transfer),
    holdId: transfer.holdId,
    amount: transfer.totalMinor,
    counterPostings: await counterPostings(tx, transfer),
  });
}
