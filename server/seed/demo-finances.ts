/**
 * What the bank knows of the demo customers' finances, for loan offers (server/applications):
 * the monthly net income and loans at other banks. Leyla has two loans the bank may refinance.
 */
import { type Clock, toDate } from '../clock';
import { customerIncomes, externalLiabilities } from '../db/schema';
import type { LedgerDb } from '../ledger';

interface DemoFinances {
  identifierValue: string;
  /** Monthly net income, minor units. */
  income: bigint;
  liabilities: ReadonlyArray<{
    bankId: string;
    loanAccount: string;
    remainingAmount: bigint;
    monthlyPayment: bigint;
  }>;
}

const demoFinances: readonly DemoFinances[] = [
  {
    identifierValue: '6XK2T9P',
    income: 2_500_00n,
    liabilities: [
      {
        bankId: 'kapital-bank',
        loanAccount: 'AZ12AIIB38090019441234567801',
        remainingAmount: 3_200_00n,
        monthlyPayment: 180_00n,
      },
      {
        bankId: 'bank-respublika',
        loanAccount: 'AZ65BRES40060019440987654321',
        remainingAmount: 1_850_00n,
        monthlyPayment: 120_00n,
      },
    ],
  },
  { identifierValue: 'TR1234567', income: 1_800_00n, liabilities: [] },
  { identifierValue: '1234567', income: 1_200_00n, liabilities: [] },
];

/** Seeds the finances of the demo customers among `holders`, in the caller's transaction. */
export async function seedDemoFinances(
  db: LedgerDb,
  clock: Clock,
  holders: ReadonlyArray<{ id: string; identifierValue: string }>,
) {
  const updatedAt = toDate(clock.now());
  for (const finances of demoFinances) {
    const holder = holders.find(
      (customer) => customer.identifierValue === finances.identifierValue,
    );
    if (!holder) continue;
    await db.insert(customerIncomes).values({
      customerId: holder.id,
      monthlyNetIncome: finances.income,
      currency: 'AZN',
      updatedAt,
    });
    if (finances.liabilities.length === 0) continue;
    await db.insert(externalLiabilities).values(
      finances.liabilities.map((loan) => ({
        ...loan,
        customerId: holder.id,
        currency: 'AZN' as const,
        eligibleForRefinancing: true,
      })),
    );
  }
}
