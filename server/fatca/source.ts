/**
 * The application a step-2 call names by `sourceId` and `productType`: LOAN names a credit or a
 * refinancing application, ACCOUNT and DEPOSIT their own (issue 6). An application of another
 * product, like a product type without applications (LOAN_PREPAYMENT), is answered 404 like an
 * unknown id.
 */

import { applicationNotFound, customerApplication } from '../applications/store';
import type { BankDb } from '../db/client';
import type { LoanApplicationRow } from '../db/schema';
import type { LedgerTx } from '../ledger';
import type { Schemas } from '../openapi/json';

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
