/** What every paper prints about itself and its parties: the reference, the bank, the customer. */
import { eq } from 'drizzle-orm';
import { bakuDate } from '../../domain/calendar';
import { isLocale } from '../../domain/locale';
import type { Clock } from '../clock';
import type { BankDb } from '../db/client';
import { customers, type LoanApplicationRow } from '../db/schema';
import type { LedgerTx } from '../ledger';
import { bankRequisites } from '../products/accounts/numbering';
import type { PaperBasics } from './model';
import { identifierTypeName } from './texts/titles';

export type Reader = BankDb | LedgerTx;

/** The application's reference as printed: the first block of its id. */
export function referenceOf(applicationId: string): string {
  return applicationId.slice(0, 8).toUpperCase();
}

export async function paperBasics(
  db: Reader,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<PaperBasics> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(customers.id, application.customerId));
  if (!customer) throw new Error(`customer of application ${application.id} is missing`);
  const now = clock.now();
  // The number given for the application; the registered one (994…) when it gave none.
  const phone = application.customerPhone || customer.phone.slice(3);
  const locale = isLocale(application.language) ? application.language : 'az';
  return {
    reference: referenceOf(application.id),
    locale,
    preparedAt: now.epochMilliseconds,
    startDate: bakuDate(now).toString(),
    bank: { name: bankRequisites.bankName, bic: bankRequisites.bic },
    customer: {
      name: `${customer.firstName} ${customer.lastName}`,
      identifier: `${identifierTypeName(locale, customer.identifierType)} ${customer.identifierValue}`,
      phone: `+994 ${phone}`,
    },
  };
}
