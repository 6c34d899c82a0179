/**
 * Moving a booked video call (rebookIdentificationSlot, issue 15): the old seat is given back and
 * the new one taken in one transaction; a quarter taken meanwhile keeps the old booking; once the
 * sandbox's operator has started the call, or in another status, the move is refused, translated.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankDb, openDatabase } from '../../server/db/client';
import { identificationQuarters, identificationReservations } from '../../server/db/schema';
import { rebook, startCall } from '../../server/identification/rebook';
import type { Schemas } from '../../server/openapi/json';
import { startTestBank, type TestBank } from './support/bank';
import {
  type CallAs,
  call,
  setStatus,
  startApplication,
  storedApplication,
} from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';

const reservationsUrl = '/api/v1/reservations';
const startUrl = (id: string) => `/sandbox/v1/loan-applications/${id}/identification-call`;

let products: ProductsBank;
let leyla: CallAs;
let reshad: CallAs;
// On real PostgreSQL a second pool, so the move and the start race on their own connections.
let other: { db: BankDb; close(): Promise<void> } | undefined;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  reshad = { bank: products.bank, token: products.reshadToken };
  const { url } = products.bank;
  other = url ? await openDatabase({ dataDir: '', databaseUrl: url }) : undefined;
}, 60_000);
afterAll(async () => {
  await other?.close();
  await products.bank.close();
});

// The test bank's clock: Monday 2 March 2026, 12:00 in Baku (08:00 UTC).
const tuesday = { year: 2026, month: 3, day: 3 };

function standard(sourceId: string, startTime: string, phoneNumber = '501234567') {
  return {
    phoneNumber,
    reservationType: 'STANDARD',
    productType: 'LOAN',
    sourceId,
    ...tuesday,
    startTime,
  } satisfies Schemas['Reservation'];
}

/** An application of Leyla's with a call booked on Tuesday at `startTime`. */
async function bookedAt(startTime: string) {
  const { id } = await startApplication(leyla);
  await setStatus(products.bank, id, 'READY_FOR_IDENTIFICATION');
  const booked = await call(leyla, 'POST', reservationsUrl, standard(id, startTime));
  expect(booked.statusCode, booked.body).toBe(201);
  return id;
}

/** Seats taken on Tuesday at `startTime` (Baku), 0 when nobody booked it. */
async function seatsAt(startTime: string) {
  const [hours, minutes] = startTime.split(':').map(Number);
  const startsAt = new Date(Date.UTC(2026, 2, 3, (hours ?? 0) - 4, minutes));
  const [row] = await products.bank.database.db
    .select()
    .from(identificationQuarters)
    .where(eq(identificationQuarters.startsAt, startsAt));
  return row?.booked ?? 0;
}

async function storedCall(id: string) {
  const [row] = await products.bank.database.db
    .select()
    .from(identificationReservations)
    .where(and(eq(identificationReservations.applicationId, id)));
  return row;
}

const move = (as: CallAs, body: object) => call(as, 'PUT', reservationsUrl, body);
const start = (bank: TestBank, id: string, language = 'en') =>
  bank.app.inject({ method: 'POST', url: startUrl(id), headers: { 'accept-language': language } });

describe('moving a booked call', () => {
  it('gives the old seat back and takes the new one, the request staying where it was', async () => {
    const id = await bookedAt('09:00');
    expect(await seatsAt('09:00')).toBe(1);
    const moved = await move(leyla, standard(id, '09:30', '701112233'));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      ...standard(id, '09:30', '701112233'),
      endTime: '09:45',
      callStarted: false,
    });
    expect([await seatsAt('09:00'), await seatsAt('09:30')]).toEqual([0, 1]);
    const read = await call(leyla, 'GET', `${reservationsUrl}?sourceId=${id}`);
    expect(read.json()).toMatchObject({ startTime: '09:30', phoneNumber: '701112233' });
    expect((await storedApplication(products.bank, id)).application?.status).toBe(
      'WAITING_IDENTIFICATION_RESULT',
    );
  });

  it('to "call me as soon as possible" frees the seat, and back to a time takes one', async () => {
    const id = await bookedAt('10:00');
    const emergency = {
      phoneNumber: '501234567',
      reservationType: 'EMERGENCY',
      productType: 'LOAN',
      sourceId: id,
    };
    const asap = await move(leyla, emergency);
    expect(asap.statusCode, asap.body).toBe(200);
    expect(asap.json()).toMatchObject({ reservationType: 'EMERGENCY', startTime: null });
    expect(await seatsAt('10:00')).toBe(0);
    expect((await move(leyla, standard(id, '10:00'))).statusCode).toBe(200);
    expect(await seatsAt('10:00')).toBe(1);
  });

  it('to a full quarter is refused with SLOT_FULL and keeps the old booking and its seat', async () => {
    const id = await bookedAt('11:00');
    await bookedAt('11:15');
    await bookedAt('11:15');
    const before = await storedCall(id);
    const full = await move({ ...leyla, language: 'ru' }, standard(id, '11:15'));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      code: 'SLOT_FULL',
      message: 'На это время мест больше нет. Выберите другое время.',
    });
    expect(await storedCall(id)).toEqual(before);
    expect([await seatsAt('11:00'), await seatsAt('11:15')]).toEqual([1, 2]);
  });

  it('within the same full quarter keeps the customer’s own seat', async () => {
    const id = await bookedAt('11:30');
    await bookedAt('11:30');
    const again = await move(leyla, standard(id, '11:30', '771234567'));
    expect(again.statusCode, again.body).toBe(200);
    expect(await seatsAt('11:30')).toBe(2);
  });

  it('is refused, translated, once the operator has started the call', async () => {
    const id = await bookedAt('12:00');
    const started = await start(products.bank, id);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ startTime: '12:00', callStarted: true });
    // Starting it again changes nothing.
    expect((await start(products.bank, id)).json()).toEqual(started.json());
    const read = await call(leyla, 'GET', `${reservationsUrl}?sourceId=${id}`);
    expect(read.json()).toMatchObject({ callStarted: true });

    const before = await storedCall(id);
    const messages = {
      az: 'Operator video zəngə artıq başlayıb, ona görə onun vaxtını dəyişmək olmur. Heç nə dəyişdirilmədi.',
      ru: 'Оператор уже начал видеозвонок, поэтому его время изменить нельзя. Ничего не изменено.',
      en: 'The operator has already started the video call, so its time can no longer be changed. Nothing was changed.',
    };
    for (const [language, message] of Object.entries(messages)) {
      const refused = await move({ ...leyla, language }, standard(id, '12:30'));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'IDENTIFICATION_CALL_STARTED', message });
    }
    expect(await storedCall(id)).toEqual(before);
    expect([await seatsAt('12:00'), await seatsAt('12:30')]).toEqual([1, 0]);
  });

  it('is refused in another status, for another customer, or with a bad time or phone', async () => {
    const id = await bookedAt('13:00');
    const before = await storedCall(id);
    expect((await move(reshad, standard(id, '13:15'))).statusCode).toBe(404);
    expect((await move(leyla, standard(id, '13:05'))).statusCode).toBe(400);
    expect((await move(leyla, standard(id, '13:15', '551234567'))).statusCode).toBe(400);
    await setStatus(products.bank, id, 'INSURANCE_SELECTIONS');
    const late = await move(leyla, standard(id, '13:15'));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('APPLICATION_STATUS_CONFLICT');
    expect((await start(products.bank, id)).statusCode).toBe(409);
    expect(await storedCall(id)).toEqual(before);

    const { id: unbooked } = await startApplication(leyla);
    await setStatus(products.bank, unbooked, 'WAITING_IDENTIFICATION_RESULT');
    expect((await move(leyla, standard(unbooked, '13:15'))).statusCode).toBe(404);
    expect((await start(products.bank, unbooked)).statusCode).toBe(404);
  });
});

describe('a move racing the operator’s start', () => {
  it('either moves the call before it starts or is refused, never both halves', async () => {
    const rounds = [
      ['15:00', '16:00'],
      ['15:15', '16:15'],
      ['15:30', '16:30'],
    ] as const;
    for (const [startTime, target] of rounds) {
      const id = await bookedAt(startTime);
      const customerId = (await storedApplication(products.bank, id)).application
        ?.customerId as string;
      const { db } = products.bank.database;
      const [moved, started] = await Promise.allSettled([
        rebook(db, products.bank.clock, customerId, standard(id, target)),
        startCall(other?.db ?? db, products.bank.clock, id),
      ]);
      expect(started.status).toBe('fulfilled');
      const stored = await storedCall(id);
      expect(stored?.callStartedAt).not.toBeNull();
      const booked = moved.status === 'fulfilled' ? target : startTime;
      if (moved.status === 'rejected') {
        expect((moved.reason as Error).message).toBe('IDENTIFICATION_CALL_STARTED');
      }
      const read = await call(leyla, 'GET', `${reservationsUrl}?sourceId=${id}`);
      expect(read.json()).toMatchObject({ startTime: booked, callStarted: true });
      expect([await seatsAt(startTime), await seatsAt(target)]).toEqual(
        booked === startTime ? [1, 0] : [0, 1],
      );
    }
  });
});

describe('the operator console’s list', () => {
  it('says whether a booked call has started', async () => {
    const id = await bookedAt('14:00');
    const callOf = async () => {
      const list = await products.bank.app.inject({ url: '/sandbox/v1/loan-applications' });
      const items = list.json<Array<{ id: string; identificationCall?: string }>>();
      return items.find((item) => item.id === id)?.identificationCall;
    };
    expect(await callOf()).toBe('BOOKED');
    await start(products.bank, id);
    expect(await callOf()).toBe('STARTED');
    await setStatus(products.bank, id, 'INSURANCE_SELECTIONS');
    expect(await callOf()).toBeUndefined();
  });
});

describe('sandbox mode off (production)', () => {
  it('has no call to start', async () => {
    const production = await startTestBank({ sandbox: false, nodeEnv: 'production' });
    try {
      const id = '00000000-0000-4000-8000-000000000000';
      expect((await start(production, id)).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
