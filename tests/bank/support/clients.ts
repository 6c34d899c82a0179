/**
 * The bank test's clients: each signs in with the code from the sandbox outbox, then makes random
 * transfers one after another (own with exchange, to another customer, IPS and clearing to other
 * banks, payments to providers, which are transfers on the PAYMENT rail, and cash by code,
 * cash.ts), each call on a random process, a third of the creates sent twice with the same
 * Idempotency-Key (the second to the other process, at the same time), codes read from the
 * sandbox outbox. What each transfer came to is recorded for the checks against the database.
 */
import { randomUUID } from 'node:crypto';
import { makeIban } from '../../../domain/iban';
import { makeCashOrder } from './cash';
import type { BankCustomer } from './customers';
import { type Answer, type CallOptions, callWithRetries, pause } from './http';

export type TransferKind = 'OWN' | 'CUSTOMER' | 'IPS' | 'CLEARING' | 'PAYMENT';
/** What a client may do: a transfer, or an order of cash by code. */
export type OperationKind = TransferKind | 'CASH';

export interface Outcome {
  /** What the client asked for; the bank picks the rail (IPS by IBAN from dollars is clearing). */
  kind: OperationKind;
  /** Known once a create was answered. */
  id: string | null;
  rail: string | null;
  /** Whether the bank applied an exchange rate. */
  exchanged: boolean;
  /**
   * The status a 2xx answer gave the client: the bank said the money moved (or is held); for
   * cash, that the order's codes were issued.
   */
  acknowledged: 'EXECUTED' | 'SCHEDULED' | 'CONFIRMED' | null;
  refusal: string | null;
  retriedWithSameKey: boolean;
}

export interface World {
  urls: readonly string[];
  customers: readonly BankCustomer[];
  random: () => number;
  /** Problems seen on the wire, e.g. a replay that answered another transfer. */
  problems: string[];
  done: number;
  /** Set when the clients have stopped, finished or failed. */
  over: boolean;
}

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

export function retrying(world: World, method: 'GET' | 'POST', path: string, options: CallOptions) {
  return callWithRetries(
    world.urls,
    Math.floor(world.random() * world.urls.length),
    method,
    path,
    options,
  );
}

export async function newestSms(
  world: World,
  phone: string,
): Promise<{ id: number; text: string } | null> {
  const answer = await retrying(world, 'GET', `/sandbox/v1/sms?to=${phone}`, {});
  const [message] = (answer?.body ?? []) as { id: string; text: string }[];
  return message ? { id: Number(message.id), text: message.text } : null;
}

/** The code of the first SMS newer than `after`; null when none comes (its sender died). */
export async function codeAfter(
  world: World,
  phone: string,
  after: number,
): Promise<string | null> {
  for (let look = 0; look < 40; look += 1) {
    const message = await newestSms(world, phone);
    const code = message && message.id > after ? /\b(\d{6})\b/.exec(message.text)?.[1] : null;
    if (code) return code;
    await pause(250);
  }
  return null;
}

export async function signIn(world: World, customer: BankCustomer): Promise<string> {
  const before = (await newestSms(world, customer.phone))?.id ?? 0;
  const send = () =>
    retrying(world, 'POST', '/api/v1/login', {
      body: {
        identifierType: 'PIN',
        identifierValue: customer.identifierValue,
        password: 'Demo2026!',
      },
    });
  let login = await send();
  // Sign-ins beyond what a process hashes at once are shed with 429 SERVER_BUSY (issue 13, L10),
  // nothing counted: the client waits the second it is told and tries again.
  for (let tries = 0; login?.status === 429 && tries < 30; tries += 1) {
    await pause(1_000);
    login = await send();
  }
  if (login?.status !== 200) throw new Error(`sign-in refused: ${JSON.stringify(login?.body)}`);
  const code = await codeAfter(world, customer.phone, before);
  const validated = await retrying(world, 'POST', '/api/v1/otp/validate', {
    body: { otp: code },
    headers: { 'session-id': login.body.sessionId },
  });
  if (validated?.status !== 200)
    throw new Error(`code refused: ${JSON.stringify(validated?.body)}`);
  return validated.body.accessToken as string;
}

/** 1.00–30.00 in the source's currency, in whole cents. */
const randomAmount = (random: () => number) => (100 + Math.floor(random() * 2_900)) / 100;

/** The sandbox's providers a payment goes to: a mobile number, a gas and a water subscriber. */
const paymentTargets = [
  { providerId: 'azercell', fields: { phone: '501112233' } },
  { providerId: 'azeriqaz', fields: { subscriberCode: '1002003001' } },
  { providerId: 'azersu', fields: { subscriberCode: '10020030' } },
] as const;

function plan(world: World, me: BankCustomer, kind: TransferKind) {
  const { random } = world;
  if (kind === 'PAYMENT') {
    // Providers take manats only: a payment leaves the manat account.
    const target = pick(random, paymentTargets);
    return { ...target, from: { productId: me.azn.id }, amount: randomAmount(random) };
  }
  const fromUsd = random() < 0.4;
  const from = fromUsd ? me.usd : me.azn;
  const request = { type: 'A2A', from: { productId: from.id }, amount: randomAmount(random) };
  switch (kind) {
    case 'OWN':
      return { ...request, to: { productId: (fromUsd ? me.azn : me.usd).id } };
    case 'CUSTOMER': {
      const others = world.customers.filter((customer) => customer.id !== me.id);
      const other = pick(random, others);
      return { ...request, to: { iban: (random() < 0.5 ? other.azn : other.usd).iban } };
    }
    case 'IPS':
      // IPS pays manats only: from the dollar account it exchanges.
      return random() < 0.5
        ? { ...request, to: { phone: '512001122' } }
        : {
            ...request,
            to: { iban: makeIban('AIIB', '00000000000000000001'), name: 'Rəşad Quliyev' },
          };
    case 'CLEARING':
      return {
        ...request,
        to: { iban: makeIban('JBBK', '00000000000000000002'), name: 'Kamran Əliyev' },
      };
  }
}

const finalStatuses = ['EXECUTED', 'SCHEDULED'] as const;
const finalOf = (answer: Answer | null) =>
  answer && answer.status < 300 && finalStatuses.includes(answer.body?.status)
    ? (answer.body.status as Outcome['acknowledged'])
    : null;

/** The create, and for a third of them the same create at once on another process. */
export async function createTwice(
  world: World,
  token: string,
  { path, quoteId }: { path: string; quoteId: string },
  twice: boolean,
) {
  const options = { token, body: { quoteId }, headers: { 'idempotency-key': randomUUID() } };
  const first = Math.floor(world.random() * world.urls.length);
  const creates = [callWithRetries(world.urls, first, 'POST', path, options)];
  if (twice) creates.push(callWithRetries(world.urls, first + 1, 'POST', path, options));
  const answers = await Promise.all(creates);
  const answered = answers.filter((answer) => answer !== null);
  const seen = new Set(
    answered.map((answer) => `${answer.status} ${answer.body?.id ?? answer.body?.code}`),
  );
  if (seen.size > 1) world.problems.push(`one Idempotency-Key answered ${[...seen].join(' and ')}`);
  return (
    answers.find((answer) => answer?.status === 201) ?? answers.find((answer) => answer) ?? null
  );
}

export async function makeTransfer(
  world: World,
  me: BankCustomer,
  token: string,
  kind: TransferKind,
): Promise<Outcome> {
  const retriedWithSameKey = world.random() < 1 / 3;
  const outcome: Outcome = {
    kind,
    id: null,
    rail: null,
    exchanged: false,
    acknowledged: null,
    refusal: null,
    retriedWithSameKey,
  };
  // A payment has calls of its own over the same steps: quote, create, confirm.
  const path = kind === 'PAYMENT' ? '/api/v1/payments' : '/api/v1/transfers';
  const quoted = await retrying(world, 'POST', `${path}/quote`, {
    token,
    body: plan(world, me, kind),
  });
  if (quoted?.status !== 200) return { ...outcome, refusal: quoted?.body?.code ?? 'NO_ANSWER' };
  const smsBefore = quoted.body.codeRequired ? ((await newestSms(world, me.phone))?.id ?? 0) : 0;
  const quoteId = quoted.body.id;
  const created = await createTwice(world, token, { path, quoteId }, retriedWithSameKey);
  if (created?.status !== 201) return { ...outcome, refusal: created?.body?.code ?? 'NO_ANSWER' };
  outcome.id = created.body.id;
  outcome.rail = kind === 'PAYMENT' ? 'PAYMENT' : created.body.rail;
  outcome.exchanged = kind !== 'PAYMENT' && created.body.rate !== null;
  if (created.body.status !== 'AWAITING_CODE')
    return { ...outcome, acknowledged: finalOf(created) };
  const code = await codeAfter(world, me.phone, smsBefore);
  if (!code) return { ...outcome, refusal: 'NO_CODE' };
  const confirmed = await retrying(world, 'POST', `${path}/${outcome.id}/confirm`, {
    token,
    body: { code },
  });
  const acknowledged = finalOf(confirmed);
  return {
    ...outcome,
    acknowledged,
    refusal: acknowledged ? null : (confirmed?.body?.code ?? 'NO_ANSWER'),
  };
}

const kinds: readonly OperationKind[] = ['OWN', 'CUSTOMER', 'IPS', 'CLEARING', 'PAYMENT', 'CASH'];

/** One client: signs in, then makes `count` transfers one after another. */
export async function runClient(world: World, me: BankCustomer, count: number): Promise<Outcome[]> {
  const token = await signIn(world, me);
  const outcomes: Outcome[] = [];
  for (let made = 0; made < count; made += 1) {
    const kind = pick(world.random, kinds);
    outcomes.push(
      kind === 'CASH'
        ? await makeCashOrder(world, me, token)
        : await makeTransfer(world, me, token, kind),
    );
    world.done += 1;
  }
  return outcomes;
}
