/**
 * Video-identification slots (step 2): the operators' quarters of the coming week, booking one
 * (or an emergency call) moves the application on, a quarter takes no more customers than it
 * has seats — also when they race for the last seat from several server processes (on real
 * PostgreSQL each has its own connection pool; on PGlite the calls interleave on one).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankDb, openDatabase } from '../../server/db/client';
import { identificationQuarters } from '../../server/db/schema';
import { reserve } from '../../server/identification/reserve';
import type { Schemas } from '../../server/openapi/json';
import {
  type CallAs,
  call,
  setStatus,
  startApplication,
  storedApplication,
} from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';

const slotsUrl = '/api/v1/slots';
const reservationsUrl = '/api/v1/reservations';

let products: ProductsBank;
let leyla: CallAs;
let reshad: CallAs;
let others: Array<{ db: BankDb; close(): Promise<void> }> = [];

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  reshad = { bank: products.bank, token: products.reshadToken };
  const { url } = products.bank;
  others = url
    ? await Promise.all([1, 2, 3].map(() => openDatabase({ dataDir: '', databaseUrl: url })))
    : [];
}, 60_000);
afterAll(async () => {
  await Promise.all(others.map((other) => other.close()));
  await products.bank.close();
});

interface Slot {
  year: number;
  month: number;
  day: number;
  startTime: string;
  endTime: string;
  status: string;
}

async function applicationAwaitingIdentification() {
  const { id } = await startApplication(leyla);
  await setStatus(products.bank, id, 'READY_FOR_IDENTIFICATION');
  return id;
}

async function slotsFor(id: string) {
  const response = await call(leyla, 'GET', `${slotsUrl}?productType=LOAN&sourceId=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Slot[]>();
}

function standard(
  sourceId: string,
  slot: Pick<Slot, 'year' | 'month' | 'day' | 'startTime'>,
): Schemas['Reservation'] {
  const { year, month, day, startTime } = slot;
  const booking = { phoneNumber: '501234567', reservationType: 'STANDARD' } as const;
  return { ...booking, productType: 'LOAN', sourceId, year, month, day, startTime };
}

// The test bank's clock: Monday 2 March 2026, 12:00 in Baku.
const monday = { year: 2026, month: 3, day: 2 };
const tuesday = { year: 2026, month: 3, day: 3 };

describe('the slots', () => {
  it('are the quarters of the coming week’s business days, 09:00 to 18:00 in Baku', async () => {
    const slots = await slotsFor(await applicationAwaitingIdentification());
    expect(new Set(slots.map((slot) => slot.day))).toEqual(new Set([2, 3, 4, 5, 6]));
    const tuesdays = slots.filter((slot) => slot.day === 3);
    expect(tuesdays).toHaveLength(36);
    expect(tuesdays[0]).toEqual({
      ...tuesday,
      startTime: '09:00',
      endTime: '09:15',
      status: 'AVAILABLE',
    });
    expect(tuesdays.at(-1)).toMatchObject({ startTime: '17:45', endTime: '18:00' });
  });

  it('that have begun are not AVAILABLE', async () => {
    const slots = await slotsFor(await applicationAwaitingIdentification());
    const today = slots.filter((slot) => slot.day === monday.day);
    const available = today.filter((slot) => slot.status === 'AVAILABLE');
    expect(today.filter((slot) => slot.status === 'BOOKED').map((slot) => slot.startTime)).toEqual(
      today.slice(0, 13).map((slot) => slot.startTime),
    );
    expect(available[0]?.startTime).toBe('12:15');
  });

  it('are answered 404 for another customer’s application', async () => {
    const id = await applicationAwaitingIdentification();
    const response = await call(reshad, 'GET', `${slotsUrl}?productType=LOAN&sourceId=${id}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('booking a quarter', () => {
  const quarter = { ...tuesday, startTime: '10:00' };

  it('moves the application on and fills the quarter at its capacity', async () => {
    const [first, second] = [
      await applicationAwaitingIdentification(),
      await applicationAwaitingIdentification(),
    ];
    const booked = await call(leyla, 'POST', reservationsUrl, standard(first, quarter));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({
      ...quarter,
      endTime: '10:15',
      reservationType: 'STANDARD',
    });
    expect((await storedApplication(products.bank, first)).application?.status).toBe(
      'WAITING_IDENTIFICATION_RESULT',
    );
    const slot = () =>
      slotsFor(second).then((slots) => slots.find((s) => s.day === 3 && s.startTime === '10:00'));
    expect((await slot())?.status).toBe('AVAILABLE');
    expect((await call(leyla, 'POST', reservationsUrl, standard(second, quarter))).statusCode).toBe(
      201,
    );
    expect((await slot())?.status).toBe('BOOKED');

    const third = await applicationAwaitingIdentification();
    const full = await call(leyla, 'POST', reservationsUrl, standard(third, quarter));
    expect(full.statusCode).toBe(409);
    expect((await storedApplication(products.bank, third)).application?.status).toBe(
      'READY_FOR_IDENTIFICATION',
    );
    const reservation = await call(leyla, 'GET', `${reservationsUrl}?sourceId=${first}`);
    expect(reservation.json()).toMatchObject({ startTime: '10:00', phoneNumber: '501234567' });
  });

  it('as an emergency call has no time', async () => {
    const id = await applicationAwaitingIdentification();
    const response = await call(leyla, 'POST', reservationsUrl, {
      phoneNumber: '701112233',
      reservationType: 'EMERGENCY',
      productType: 'LOAN',
      sourceId: id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ reservationType: 'EMERGENCY', startTime: null });
    expect((await storedApplication(products.bank, id)).application?.status).toBe(
      'WAITING_IDENTIFICATION_RESULT',
    );
  });

  it('is refused, changing nothing, from a wrong status, a past or unknown time or a bad phone', async () => {
    const { id: fresh } = await startApplication(leyla);
    const slot = { ...tuesday, startTime: '11:00' };
    expect((await call(leyla, 'POST', reservationsUrl, standard(fresh, slot))).statusCode).toBe(
      409,
    );
    const id = await applicationAwaitingIdentification();
    const before = await storedApplication(products.bank, id);
    const refusals = [
      standard(id, { ...monday, startTime: '09:00' }),
      standard(id, { ...tuesday, startTime: '10:05' }),
      standard(id, { ...tuesday, startTime: '19:00' }),
      { ...standard(id, slot), phoneNumber: '551234567' },
      { ...standard(id, slot), reservationType: 'EMERGENCY' },
    ];
    for (const body of refusals) {
      const response = await call({ ...leyla, language: 'ru' }, 'POST', reservationsUrl, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await storedApplication(products.bank, id)).toEqual(before);
    expect((await call(reshad, 'POST', reservationsUrl, standard(id, slot))).statusCode).toBe(404);
    expect((await call(leyla, 'GET', `${reservationsUrl}?sourceId=${id}`)).statusCode).toBe(404);
  });
});

describe('customers racing for the last seats of a quarter', () => {
  it('never get more seats than the quarter has', async () => {
    const quarter = { ...tuesday, startTime: '15:30' };
    const ids = await Promise.all([1, 2, 3, 4].map(() => applicationAwaitingIdentification()));
    const customerId = (await storedApplication(products.bank, ids[0] as string)).application
      ?.customerId as string;
    const databases =
      others.length > 0
        ? [products.bank.database.db, ...others.map((other) => other.db)]
        : ids.map(() => products.bank.database.db);
    const results = await Promise.allSettled(
      ids.map((id, i) =>
        reserve(databases[i] as BankDb, products.bank.clock, customerId, standard(id, quarter)),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.map((result) => (result.reason as Error).message)).toEqual([
      'SLOT_FULL',
      'SLOT_FULL',
    ]);
    const [row] = await products.bank.database.db
      .select()
      .from(identificationQuarters)
      .where(eq(identificationQuarters.startsAt, new Date('2026-03-03T11:30:00Z')));
    expect(row).toMatchObject({ booked: 2, capacity: 2 });
  });
});
