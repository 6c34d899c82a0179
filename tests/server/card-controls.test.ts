/**
 * Card controls (issue 16): the daily limits with what today used, changed in two steps with the
 * SMS code that confirms exactly those figures; the online switch and the online limit applied
 * to transfers from the card at the quote and again at the create; the requisites shown after a
 * code, never cached, the number whole and true to the masked one; another's card is a 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passesLuhn } from '../../domain/transfers/card-number';
import type { components } from '../../openapi/generated/schema';
import { cardControls, cards, cardVault } from '../../server/db/schema';
import type { TestBank } from './support/bank';
import {
  create,
  quote,
  startTwoCustomerBank,
  type TransferCustomer,
  transferSms,
  wrongCode,
} from './support/transfer-execution';

type Schemas = components['schemas'];

let bank: TestBank;
let leyla: TransferCustomer;
let elvin: TransferCustomer;
let leylaSecondId: string;

beforeAll(async () => {
  const started = await startTwoCustomerBank();
  ({ bank, leyla, elvin } = started);
  leylaSecondId = started.leylaSecond.id;
});
afterAll(async () => {
  await bank?.close();
});

function call(token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return bank.app.inject({
    method,
    url,
    payload,
    headers: { authorization: token, 'accept-language': 'en' },
  });
}

const controlsUrl = (cardId: string) => `/api/v1/cards/${cardId}/controls`;
const limitsUrl = (cardId: string) => `/api/v1/cards/${cardId}/limits`;
const onlineUrl = (cardId: string) => `/api/v1/cards/${cardId}/online-payments`;
const requisitesUrl = (cardId: string) => `/api/v1/cards/${cardId}/requisites`;

async function controlsOf(who: TransferCustomer): Promise<Schemas['CardControls']> {
  const response = await call(who.token, 'GET', controlsUrl(who.cardId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Asks for a limits change; the code's session and the SMS's code. */
async function askLimits(limits: { cash: number; purchases: number; online: number }) {
  const response = await call(leyla.token, 'PUT', limitsUrl(leyla.cardId), limits);
  expect(response.statusCode, response.body).toBe(202);
  const challenge = response.json() as Schemas['CodeChallenge'];
  return { ...challenge, sms: await transferSms(bank, leyla) };
}

const cardToOwnAccount = (amount: number) => ({
  type: 'C2A' as const,
  from: { productId: leyla.cardId },
  to: { productId: leylaSecondId },
  amount,
});

function quoteFromCard(amount: number) {
  return bank.app.inject({
    method: 'POST',
    url: '/api/v1/transfers/quote',
    payload: cardToOwnAccount(amount),
    headers: { authorization: leyla.token, 'accept-language': 'en' },
  });
}

describe('the daily limits', () => {
  it("a card nobody changed has the bank's defaults and online payments on", async () => {
    expect(await controlsOf(leyla)).toEqual({
      cardId: leyla.cardId,
      currency: 'AZN',
      cash: { daily: 1000, max: 5000, usedToday: 0 },
      purchases: { daily: 5000, max: 20000, usedToday: 0 },
      online: { daily: 2000, max: 10000, usedToday: 0 },
      onlinePayments: true,
    });
  });

  it('counts purchases made with the card today', async () => {
    await leyla.pay('2026-03-02T09:30', leyla.azn, 4_550n, {
      kind: 'CARD_PURCHASE',
      cardId: leyla.cardId,
    });
    // Yesterday's purchase and one without the card do not count.
    await leyla.pay('2026-03-01T18:00', leyla.azn, 10_000n, {
      kind: 'CARD_PURCHASE',
      cardId: leyla.cardId,
    });
    await leyla.pay('2026-03-02T09:40', leyla.azn, 2_000n, { kind: 'CARD_PURCHASE' });
    expect((await controlsOf(leyla)).purchases.usedToday).toBe(45.5);
  });

  it('are set in two steps: a code by SMS, then the same figures with it', async () => {
    const asked = await askLimits({ cash: 500, purchases: 3000, online: 150 });
    expect(asked.sms.text).toBe(
      `Internet Bank: code to change the card's daily limits ${asked.sms.code}. Do not share the code with anyone.`,
    );
    expect(asked.expiresAt).toBe('2026-03-02T08:05:00Z');
    // Nothing changes before the code.
    expect((await controlsOf(leyla)).online.daily).toBe(2000);

    const confirmed = await call(leyla.token, 'PUT', limitsUrl(leyla.cardId), {
      cash: 500,
      purchases: 3000,
      online: 150,
      confirmation: { sessionId: asked.sessionId, code: asked.sms.code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      cash: { daily: 500 },
      purchases: { daily: 3000 },
      online: { daily: 150 },
      onlinePayments: true,
    });
    expect(await controlsOf(leyla)).toMatchObject({ online: { daily: 150, max: 10000 } });
  });

  it("over the bank's maximum or negative: 400, nothing changes, no code is sent", async () => {
    const before = await controlsOf(leyla);
    for (const limits of [
      { cash: 5000.01, purchases: 1, online: 1 },
      { cash: 1, purchases: 1, online: -1 },
      { cash: 1, purchases: 1.005, online: 1 },
    ]) {
      const response = await call(leyla.token, 'PUT', limitsUrl(leyla.cardId), limits);
      expect(response.statusCode, response.body).toBe(400);
    }
    const over = await call(leyla.token, 'PUT', limitsUrl(leyla.cardId), {
      cash: 6000,
      purchases: 1,
      online: 1,
    });
    expect(over.json().code).toBe('CARD_LIMIT_OVER_MAX');
    expect(over.json().message).toMatch(
      /^The limit is above the bank's maximum: at most 5\s000\.00 ₼\.$/,
    );
    expect(await controlsOf(leyla)).toEqual(before);
  });

  it('a code confirms only the figures it was sent for', async () => {
    const asked = await askLimits({ cash: 100, purchases: 100, online: 100 });
    const other = await call(leyla.token, 'PUT', limitsUrl(leyla.cardId), {
      cash: 100,
      purchases: 100,
      online: 9000,
      confirmation: { sessionId: asked.sessionId, code: asked.sms.code },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('CONFIRMATION_MISMATCH');
    // Another customer cannot use it either.
    const elvins = await call(elvin.token, 'PUT', limitsUrl(elvin.cardId), {
      cash: 100,
      purchases: 100,
      online: 100,
      confirmation: { sessionId: asked.sessionId, code: asked.sms.code },
    });
    expect(elvins.json().code).toBe('OTP_SESSION_INVALID');
    expect((await controlsOf(leyla)).online.daily).toBe(150);
  });

  it('a wrong code says the tries left; five end the session', async () => {
    const limits = { cash: 200, purchases: 200, online: 200 };
    const asked = await askLimits(limits);
    const attempt = (code: string) =>
      call(leyla.token, 'PUT', limitsUrl(leyla.cardId), {
        ...limits,
        confirmation: { sessionId: asked.sessionId, code },
      });
    const wrong = await attempt(wrongCode(asked.sms.code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: 4 });
    for (let left = 3; left >= 1; left -= 1) {
      expect((await attempt(wrongCode(asked.sms.code))).json().attemptsLeft).toBe(left);
    }
    expect((await attempt(wrongCode(asked.sms.code))).json().code).toBe('OTP_ATTEMPTS_EXCEEDED');
    expect((await attempt(asked.sms.code)).statusCode).toBe(400);
    expect((await controlsOf(leyla)).online.daily).toBe(150);
  });
});

describe('transfers from the card', () => {
  it('are refused while online payments are off, and allowed again when on', async () => {
    const off = await call(leyla.token, 'PUT', onlineUrl(leyla.cardId), { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().onlinePayments).toBe(false);
    // Idempotent.
    const again = await call(leyla.token, 'PUT', onlineUrl(leyla.cardId), { enabled: false });
    expect(again.json().onlinePayments).toBe(false);

    const refused = await quoteFromCard(10);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'CARD_ONLINE_PAYMENTS_OFF',
      message: "Online payments are turned off for this card: turn them on in the card's window.",
    });
    // The limits stay as set.
    expect((await controlsOf(leyla)).online.daily).toBe(150);

    await call(leyla.token, 'PUT', onlineUrl(leyla.cardId), { enabled: true });
    expect((await quoteFromCard(10)).statusCode).toBe(200);
  });

  it('count against the online limit: over it refused with what is left, within it made', async () => {
    const over = await quoteFromCard(150.01);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'CARD_ONLINE_LIMIT_EXCEEDED',
      message: "This exceeds the card's daily online limit. Left for today: 150.00 ₼.",
    });

    const priced = await quote(bank, leyla.token, cardToOwnAccount(100));
    const made = await create(bank, leyla.token, priced.id);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().status).toBe('EXECUTED');
    expect((await controlsOf(leyla)).online.usedToday).toBe(100);

    const rest = await quoteFromCard(50.01);
    expect(rest.json().message).toContain('Left for today: 50.00 ₼.');
    expect((await quoteFromCard(50)).statusCode).toBe(200);
  });

  it('a quote given before the limit was used up is refused at the create', async () => {
    const first = await quote(bank, leyla.token, cardToOwnAccount(40));
    const second = await quote(bank, leyla.token, cardToOwnAccount(40));
    expect((await create(bank, leyla.token, first.id)).statusCode).toBe(201);
    const late = await create(bank, leyla.token, second.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'CARD_ONLINE_LIMIT_EXCEEDED',
      message: "This exceeds the card's daily online limit. Left for today: 10.00 ₼.",
    });
    expect((await controlsOf(leyla)).online.usedToday).toBe(140);
  });
});

describe('the requisites', () => {
  it('are shown after a code, whole, true to the masked number, and never cached', async () => {
    const asked = await call(leyla.token, 'POST', requisitesUrl(leyla.cardId), {});
    expect(asked.statusCode, asked.body).toBe(202);
    const { sessionId } = asked.json() as Schemas['CodeChallenge'];
    const sms = await transferSms(bank, leyla);
    expect(sms.text).toContain("code to show the card's details");

    const wrong = await call(leyla.token, 'POST', requisitesUrl(leyla.cardId), {
      confirmation: { sessionId, code: wrongCode(sms.code) },
    });
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: 4 });

    const shown = await call(leyla.token, 'POST', requisitesUrl(leyla.cardId), {
      confirmation: { sessionId, code: sms.code },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const requisites = shown.json() as Schemas['CardRequisites'];
    expect(requisites).toMatchObject({
      cardId: leyla.cardId,
      expiry: '01/29',
      holderName: 'LEYLA MAMMADOVA',
      visibleSeconds: 60,
    });
    expect(passesLuhn(requisites.cardNumber)).toBe(true);
    const [card] = await bank.database.db.select().from(cards).where(eq(cards.id, leyla.cardId));
    expect(card?.maskedPan).toBe(
      `${requisites.cardNumber.slice(0, 6)}******${requisites.cardNumber.slice(-4)}`,
    );
    // The vault keeps it sealed, never in the clear.
    const [sealed] = await bank.database.db
      .select()
      .from(cardVault)
      .where(eq(cardVault.cardId, leyla.cardId));
    expect(sealed?.panCiphertext).not.toContain(requisites.cardNumber);

    // The code showed them once.
    const replay = await call(leyla.token, 'POST', requisitesUrl(leyla.cardId), {
      confirmation: { sessionId, code: sms.code },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('a code for the limits does not show the requisites', async () => {
    const asked = await askLimits({ cash: 1, purchases: 1, online: 1 });
    const response = await call(leyla.token, 'POST', requisitesUrl(leyla.cardId), {
      confirmation: { sessionId: asked.sessionId, code: asked.sms.code },
    });
    expect(response.json().code).toBe('OTP_SESSION_INVALID');
  });

  it('a card without a vault entry cannot show them: 409 before any code', async () => {
    await bank.database.db.delete(cardVault).where(eq(cardVault.cardId, elvin.cardId));
    const response = await call(elvin.token, 'POST', requisitesUrl(elvin.cardId), {});
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CARD_REQUISITES_UNAVAILABLE');
  });
});

describe("another customer's card", () => {
  it('is not found by any of the calls, and nothing of it changes', async () => {
    const card = leyla.cardId;
    const limits = { cash: 1, purchases: 1, online: 1 };
    const answers = await Promise.all([
      call(elvin.token, 'GET', controlsUrl(card)),
      call(elvin.token, 'PUT', limitsUrl(card), limits),
      call(elvin.token, 'PUT', onlineUrl(card), { enabled: false }),
      call(elvin.token, 'POST', requisitesUrl(card), {}),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    const [row] = await bank.database.db
      .select()
      .from(cardControls)
      .where(eq(cardControls.cardId, card));
    expect(row?.onlinePayments).toBe(true);
  });
});
