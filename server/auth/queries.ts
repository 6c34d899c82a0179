/** The customer look-ups and updates of authentication. */
import { and, eq, isNull } from 'drizzle-orm';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { type Customer, customers, nationalIdCards } from '../db/schema';
import type { Identifier } from './identifiers';

export async function customerByIdentifier(
  db: BankDb,
  { type, value }: Identifier,
): Promise<Customer | undefined> {
  if (type === 'IDC') {
    // A card's number leads to the customer whose FIN the card carries.
    const [row] = await db
      .select({ customer: customers })
      .from(nationalIdCards)
      .innerJoin(customers, eq(customers.id, nationalIdCards.customerId))
      .where(eq(nationalIdCards.number, value));
    return row?.customer;
  }
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.identifierType, type), eq(customers.identifierValue, value)));
  return customer;
}

/** The stored password hash, read only where a password is checked. */
export async function passwordHashOf(db: BankDb, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.passwordHash ?? null;
}

/**
 * Stores a new password hash. For a registration only while the customer has none, so two
 * registrations racing cannot overwrite each other; returns the customer, or undefined.
 */
export async function setCustomerPassword(
  db: BankDb,
  clock: Clock,
  customerId: string,
  passwordHash: string,
  { registering = false } = {},
): Promise<Customer | undefined> {
  const [customer] = await db
    .update(customers)
    .set(registering ? { passwordHash, registeredAt: toDate(clock.now()) } : { passwordHash })
    .where(
      and(eq(customers.id, customerId), registering ? isNull(customers.passwordHash) : undefined),
    )
    .returning();
  return customer;
}

/** +994 50 *** ** 67: enough for the customer to recognise, too little to misuse. */
export function maskPhone(phone: string): string {
  const national = phone.slice(3);
  return `+994 ${national.slice(0, 2)} *** ** ${national.slice(-2)}`;
}
