/** The customer's products as choices for the history's product filter and the statement. */

import { useAccounts } from '../../shared/queries/accounts';
import { useCards } from '../../shared/queries/cards';
import { useDeposits } from '../../shared/queries/deposits';
import { useLoans } from '../../shared/queries/loans';

export type ProductKind = 'ACCOUNT' | 'CARD' | 'DEPOSIT' | 'LOAN';

export interface ProductChoice {
  id: string;
  kind: ProductKind;
  name: string;
  /** What tells two products of the same name apart: IBAN or card number end, contract. */
  detail: string;
  currency: string;
  /** The current account a statement of this product is made of (cards spend from one). */
  accountId?: string;
}

const lastFour = (text: string) => `•••• ${text.slice(-4)}`;

export interface ProductChoices {
  /** Every product, accounts first, in the order of the bank's lists. */
  products: ProductChoice[];
  accounts: ProductChoice[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** Reads the four product lists (shared with their pages' caches) as one list of choices. */
export function useProductChoices(): ProductChoices {
  const accounts = useAccounts();
  const cards = useCards();
  const deposits = useDeposits();
  const loans = useLoans();
  const queries = [accounts, cards, deposits, loans];
  const accountChoices: ProductChoice[] = (accounts.data ?? []).map((account) => ({
    id: account.id,
    kind: 'ACCOUNT',
    name: account.name,
    detail: lastFour(account.iban),
    currency: account.currency,
    accountId: account.id,
  }));
  const products: ProductChoice[] = [
    ...accountChoices,
    ...(cards.data ?? []).map((card) => ({
      id: card.id,
      kind: 'CARD' as const,
      name: card.name,
      detail: lastFour(card.maskedPan),
      currency: card.currency,
      accountId: card.account.id,
    })),
    ...(deposits.data ?? []).map((deposit) => ({
      id: deposit.id,
      kind: 'DEPOSIT' as const,
      name: deposit.name,
      detail: deposit.currency,
      currency: deposit.currency,
    })),
    ...(loans.data ?? []).map((loan) => ({
      id: loan.id,
      kind: 'LOAN' as const,
      name: loan.name,
      detail: loan.contractNumber,
      currency: loan.currency,
    })),
  ];
  return {
    products,
    accounts: accountChoices,
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    refetch: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

/** The spending breakdown exists for current accounts and cards only (the contract). */
export function hasSpending(kind: ProductKind | undefined): boolean {
  return kind === undefined || kind === 'ACCOUNT' || kind === 'CARD';
}
