/**
 * The customer's payment templates as stored. Every statement names the customer, so another
 * customer's template is found nowhere: a 404 as for an id nobody has. A name the customer
 * already uses (letter case ignored) is refused by the unique index itself, so two saves at once
 * cannot both take it.
 */
import { and, eq } from 'drizzle-orm';
import { type Clock, toDate } from '../../clock';
import {
  type PaymentProviderRow,
  type PaymentTemplateRow,
  paymentProviders,
  paymentTemplates,
} from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb } from '../../ledger';
import { isUuid } from '../../ledger/db';
import type { CheckedTemplate } from './request';

export interface StoredTemplate {
  template: PaymentTemplateRow;
  provider: PaymentProviderRow;
}

const nameIndex = 'payment_templates_customer_name';

export function templateNotFound(): BankError {
  return new BankError('NOT_FOUND', 404, {}, 'TEMPLATE_NOT_FOUND');
}

/**
 * Whether the error is the violation of that unique index. Drizzle wraps the driver's error
 * (DrizzleQueryError's cause); node-postgres and PGlite both give PostgreSQL's code and the
 * constraint's name.
 */
function violates(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint: name } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}

/** Runs a write that may take a name the customer uses: 409 TEMPLATE_NAME_TAKEN then. */
async function naming<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violates(error, nameIndex)) throw new BankError('TEMPLATE_NAME_TAKEN', 409);
    throw error;
  }
}

const rowOf = (checked: CheckedTemplate) => ({
  name: checked.name,
  providerId: checked.provider.id,
  phone: checked.phone,
  subscriberCode: checked.subscriberCode,
  amountMinor: checked.amountMinor,
});

const ofCustomer = (customerId: string, id: string) =>
  and(eq(paymentTemplates.id, id), eq(paymentTemplates.customerId, customerId));

/** The customer's templates with their providers, in one statement. */
export function listTemplates(db: LedgerDb, customerId: string): Promise<StoredTemplate[]> {
  return db
    .select({ template: paymentTemplates, provider: paymentProviders })
    .from(paymentTemplates)
    .innerJoin(paymentProviders, eq(paymentProviders.id, paymentTemplates.providerId))
    .where(eq(paymentTemplates.customerId, customerId));
}

export async function findTemplate(
  db: LedgerDb,
  customerId: string,
  id: string,
): Promise<StoredTemplate> {
  if (!isUuid(id)) throw templateNotFound();
  const [found] = await db
    .select({ template: paymentTemplates, provider: paymentProviders })
    .from(paymentTemplates)
    .innerJoin(paymentProviders, eq(paymentProviders.id, paymentTemplates.providerId))
    .where(ofCustomer(customerId, id));
  if (!found) throw templateNotFound();
  return found;
}

export async function insertTemplate(
  db: LedgerDb,
  clock: Clock,
  customerId: string,
  checked: CheckedTemplate,
): Promise<StoredTemplate> {
  const now = toDate(clock.now());
  const [template] = await naming(
    db
      .insert(paymentTemplates)
      .values({ customerId, ...rowOf(checked), createdAt: now, updatedAt: now })
      .returning(),
  );
  if (!template) throw new Error('saving a template returned no row');
  return { template, provider: checked.provider };
}

export async function updateTemplate(
  db: LedgerDb,
  clock: Clock,
  { customerId, id }: { customerId: string; id: string },
  checked: CheckedTemplate,
): Promise<StoredTemplate> {
  if (!isUuid(id)) throw templateNotFound();
  const [template] = await naming(
    db
      .update(paymentTemplates)
      .set({ ...rowOf(checked), updatedAt: toDate(clock.now()) })
      .where(ofCustomer(customerId, id))
      .returning(),
  );
  if (!template) throw templateNotFound();
  return { template, provider: checked.provider };
}

export async function deleteTemplate(db: LedgerDb, customerId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw templateNotFound();
  const deleted = await db
    .delete(paymentTemplates)
    .where(ofCustomer(customerId, id))
    .returning({ id: paymentTemplates.id });
  if (deleted.length === 0) throw templateNotFound();
}
