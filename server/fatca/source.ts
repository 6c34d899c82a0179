/**
 * The application a step-2 call names by `sourceId` and `productType`. Loans (credit and
 * refinancing) are here since issue 5; ACCOUNT and DEPOSIT applications arrive in issue 6, and
 * until then, like a product type without applications, they are answered 404 like an unknown id.
 */

import { applicationNotFound, customerApplication } from '../applications/store';
import type { BankDb } from '../db/client';
import type { LoanApplicationRow } from '../db/schema';
import type { LedgerTx } from '../ledger';
import type { Schemas } from '../products/json';

export type ProductType = Schemas['ProductType'];

const productsOf: Readonly<Record<ProductType, readonly string[]>> = {
  LOAN: ['LOAN', 'REFIN'],
  ACCOUNT: ['ACCOUNT'],
  DEPOSIT: ['DEPOSIT'],
  LOAN_PREPAYMENT: [],
};

/** The customer's application behind the source, locked when `forUpdate`; 404 otherwise. */
export async function sourceApplication(
  db: BankDb | LedgerTx,
  customerId: string,
  source: { sourceId: string; productType: ProductType },
  options: { forUpdate?: boolean } = {},
): Promise<LoanApplicationRow> {
  const application = await customerApplication(db, customerId, source.sourceId, options);
  if (!productsOf[source.productType].includes(application.product)) throw applicationNotFound();
  return application;
}
