/**
 * quoteTransfer's execution date (PRODUCT 9) on the sandbox clock: clearing across the 17:00
 * cut-off and over weekends and moved holidays, IPS at any hour; and old quotes forgotten.
 */
import { lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferQuotes } from '../../server/db/schema';
import { leyla, signIn } from './support/auth';
import { type ProductsBank, startProductsBank } from './support/products';
import {
  type DemoProducts,
  demoProductsOf,
  ibanAt,
  moveClockTo,
  quoted,
  quotesStored,
} from './support/transfers';

let products: ProductsBank;
let mine: DemoProducts;
const quoteAsLeyla = (payload: Record<string, unknown>) =>
  quoted(products.bank, products.leylaToken, payload);

beforeAll(async () => {
  products = await startProductsBank();
  mine = await demoProductsOf(products.bank, products.leylaToken);
  // As a running server has: the recurring jobs are on the schedule before the clock moves.
  await products.bank.app.jobs.runDueJobs();
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

describe('the execution date (PRODUCT 9) on the sandbox clock', () => {
  // Moving the clock by hours ends the session: sign in again at the new time.
  const moveTo = async (until: string) => {
    await moveClockTo(products.bank, until);
    products.leylaToken = (await signIn(products.bank, leyla)).accessToken;
  };
  const clearing = () =>
    quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.azn.id },
      to: { iban: ibanAt('JBBK'), name: 'Azər Bakı MMC' },
      amount: 20,
    });
  const ips = () =>
    quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.azn.id },
      to: { iban: ibanAt('AIIB'), name: 'Orxan Məmmədov' },
      amount: 20,
    });

  it('clearing before 17:00 Baku on a business day runs that day', async () => {
    expect(await clearing()).toMatchObject({ executionDate: '2026-03-02', instant: true });
  });

  it('clearing at 17:00 waits for the next business day; IPS does not', async () => {
    await moveTo('2026-03-02T13:00:00Z');
    expect(await clearing()).toMatchObject({ executionDate: '2026-03-03', instant: false });
    expect(await ips()).toMatchObject({ executionDate: '2026-03-02', instant: true });
    await moveTo('2026-03-02T19:00:00Z');
    expect(await ips()).toMatchObject({
      executionDate: '2026-03-02',
      instant: true,
      expiresAt: '2026-03-02T19:05:00Z',
    });
  });

  it('clearing on Friday evening skips the weekend and the moved Women’s Day', async () => {
    // 8 March 2026 is a Sunday, so Monday the 9th is off too.
    await moveTo('2026-03-06T14:00:00Z');
    expect(await clearing()).toMatchObject({ executionDate: '2026-03-10', instant: false });
    await moveTo('2026-03-07T08:00:00Z');
    expect(await clearing()).toMatchObject({ executionDate: '2026-03-10', instant: false });
  });

  it('forgets a quote a day after it expired', async () => {
    const { db } = products.bank.database;
    const dayOld = lt(transferQuotes.expiresAt, new Date('2026-03-06T08:00:00Z'));
    expect(await db.$count(transferQuotes, dayOld)).toBeGreaterThan(0);
    await products.bank.app.jobs.runDueJobs();
    expect(await db.$count(transferQuotes, dayOld)).toBe(0);
    expect(await quotesStored(products.bank)).toBeGreaterThan(0);
  });
});
