/**
 * Cash by code in the bank test: a client orders cash from its manat account (mostly small
 * sums, one order in ten 4 005 ₼, which splits into two codes), creates it with an
 * Idempotency-Key (a third of them twice at once), confirms it with the code from the outbox,
 * then takes each withdrawal code to the sandbox ATM, cancels it, or leaves it to expire. After
 * the run the bank's clock moves past the codes' 24 hours and the expiry job must release every
 * code still active; then the audit checks each code against its hold and its booking.
 */

import {
  codeAfter,
  createTwice,
  newestSms,
  type Outcome,
  pick,
  retrying,
  type World,
} from './clients';
import type { BankCustomer } from './customers';
import type { Answer } from './http';

const smallSums = [10, 15, 20, 25, 30, 40, 50] as const;

/** The withdrawal codes (8 digits) of the SMS newer than `after`, oldest first. */
async function withdrawalCodesAfter(world: World, phone: string, after: number, count: number) {
  const answer = await retrying(world, 'GET', `/sandbox/v1/sms?to=${phone}`, {});
  const messages = (answer?.body ?? []) as { id: string; text: string }[];
  return messages
    .filter((message) => Number(message.id) > after)
    .map((message) => /\b(\d{8})\b/.exec(message.text)?.[1])
    .filter((code): code is string => code !== undefined)
    .slice(0, count)
    .reverse();
}

/** What a client does with one withdrawal code: cash it (half), cancel it, or let it expire. */
async function spendCode(world: World, me: BankCustomer, token: string, code: string, id: string) {
  const choice = world.random();
  let answer: Answer | null = null;
  if (choice < 0.5) {
    answer = await retrying(world, 'POST', '/sandbox/v1/atm/withdrawals', {
      body: { phone: me.phone.slice(-9), code },
    });
  } else if (choice < 0.75) {
    answer = await retrying(world, 'POST', `/api/v1/cash-codes/${id}/cancel`, { token });
  }
  // A retry after a lost answer may find the code already used or canceled: the audit decides.
  const retriedAway = ['ATM_CODE_REFUSED', 'CASH_CODE_NOT_ACTIVE'].includes(answer?.body?.code);
  if (answer && answer.status >= 300 && !retriedAway) {
    world.problems.push(`cash code ${id}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

export async function makeCashOrder(
  world: World,
  me: BankCustomer,
  token: string,
): Promise<Outcome> {
  const retriedWithSameKey = world.random() < 1 / 3;
  const outcome: Outcome = {
    kind: 'CASH',
    id: null,
    rail: 'CASH',
    exchanged: false,
    acknowledged: null,
    refusal: null,
    retriedWithSameKey,
  };
  const amount = world.random() < 0.1 ? 4_005 : pick(world.random, smallSums);
  const quoted = await retrying(world, 'POST', '/api/v1/cash-codes/quote', {
    token,
    body: { from: { productId: me.azn.id }, amount },
  });
  if (quoted?.status !== 200) return { ...outcome, refusal: quoted?.body?.code ?? 'NO_ANSWER' };
  const smsBefore = (await newestSms(world, me.phone))?.id ?? 0;
  const path = '/api/v1/cash-codes';
  const created = await createTwice(
    world,
    token,
    { path, quoteId: quoted.body.id },
    retriedWithSameKey,
  );
  if (created?.status !== 201) return { ...outcome, refusal: created?.body?.code ?? 'NO_ANSWER' };
  outcome.id = created.body.id;
  const code = await codeAfter(world, me.phone, smsBefore);
  if (!code) return { ...outcome, refusal: 'NO_CODE' };
  const codesBefore = (await newestSms(world, me.phone))?.id ?? 0;
  const confirmed = await retrying(world, 'POST', `${path}/orders/${outcome.id}/confirm`, {
    token,
    body: { code },
  });
  if (confirmed?.status !== 200 || confirmed.body.status !== 'CONFIRMED') {
    return { ...outcome, refusal: confirmed?.body?.code ?? 'NO_ANSWER' };
  }
  const issued = confirmed.body.codes as { id: string }[];
  const codes = await withdrawalCodesAfter(world, me.phone, codesBefore, issued.length);
  if (codes.length !== issued.length) world.problems.push(`cash order ${outcome.id}: SMS missing`);
  for (const [index, each] of issued.entries()) {
    const sent = codes[index];
    if (sent) await spendCode(world, me, token, sent, each.id);
  }
  return { ...outcome, acknowledged: 'CONFIRMED' };
}
