/**
 * PRODUCT 8's prepayment error catalogue: every code of the contract's PrepaymentErrorCode is
 * reachable, with its message in the caller's language, and a refused request moves nothing.
 * Loans are 1 200.00 ₼ at 12 % over 12 months from Monday 2 March 2026 (first due 2 April)
 * unless said otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankError } from '../../server/errors/bank-error';
import { asPrepaymentRefusal } from '../../server/prepayments/refusals';
import { startTestBank, type TestBank } from './support/bank';
import { ledgerSnapshot } from './support/ledger';
import {
  type Borrower,
  borrower,
  cancel,
  create,
  created,
  moveTo,
  quote,
  read,
} from './support/prepayments';
import { fundedAccount, takeLoan, topUp } from './support/product-jobs';

let bank: TestBank;
let leyla: Borrower;
let elvin: Borrower;
/** Owns nothing but the loan. */
let kamal: Borrower;

beforeAll(async () => {
  bank = await startTestBank();
  leyla = await borrower(bank, 500_00n);
  elvin = await borrower(bank, 500_00n);
  kamal = await borrower(bank, 0n);
  await bank.app.jobs.runDueJobs();
});
afterAll(() => bank.close());

const fm2 = (loanId: string, amount?: number) => ({ loanId, option: 'FM_2', amount });

describe('PREPAYMENT_VALIDATION', () => {
  it('answers a body the contract refuses', async () => {
    const response = await quote(bank, leyla, { loanId: leyla.loan.id, option: 'FM_9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PREPAYMENT_VALIDATION' });
  });

  it('answers a partial prepayment without an amount, or with a third decimal', async () => {
    const missing = await quote(bank, leyla, fm2(leyla.loan.id));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'PREPAYMENT_VALIDATION',
      message: 'Enter the amount for FM_1 and FM_2.',
    });
    const decimals = await quote(bank, leyla, fm2(leyla.loan.id, 100.005));
    expect(decimals.statusCode).toBe(400);
  });

  it('answers another customer’s loan like an unknown one', async () => {
    const other = await quote(bank, leyla, fm2(elvin.loan.id, 100));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'PREPAYMENT_VALIDATION' });
    const unknown = await quote(bank, leyla, fm2('00000000-0000-4000-8000-000000000000', 100));
    expect(unknown.json()).toEqual(other.json());
  });

  it('answers an amount the repayment account cannot pay, and an amount that is FM_3', async () => {
    // The loan's money leaves kamal's account but 200 ₼: 300 ₼ is less than the debt, more
    // than the account; and then the first instalment goes unpaid (PREPAYMENT_OVERDUE_DEBT).
    await topUp(bank, kamal.account, -1_000_00n);
    const before = await ledgerSnapshot(bank.database.db);
    const broke = await create(bank, kamal, fm2(kamal.loan.id, 300));
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({ code: 'PREPAYMENT_VALIDATION' });
    const whole = await create(bank, leyla, fm2(leyla.loan.id, 1_250));
    expect(whole.statusCode).toBe(422);
    expect(whole.json()).toMatchObject({ code: 'PREPAYMENT_VALIDATION' });
    expect(await ledgerSnapshot(bank.database.db)).toEqual(before);
  });

  it('answers an Idempotency-Key reused for another request', async () => {
    const body = { loanId: elvin.loan.id, option: 'FM_1', amount: 100 };
    await created(bank, elvin, body, 'elvin-key');
    await cancel(bank, elvin, (await created(bank, elvin, body, 'elvin-key')).id);
    const reused = await create(bank, elvin, { ...body, amount: 200 }, 'elvin-key');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'PREPAYMENT_VALIDATION' });
  });
});

describe('PREPAYMENT_NOT_FOUND', () => {
  it('answers an unknown id and another customer’s prepayment alike', async () => {
    const mine = await created(bank, leyla, fm2(leyla.loan.id, 100));
    for (const url of [`/api/v1/prepayments/${mine.id}`, '/api/v1/prepayments/nope']) {
      const response = await read(bank, elvin, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'PREPAYMENT_NOT_FOUND',
        message: 'The prepayment request was not found.',
      });
    }
    const theirs = await cancel(bank, elvin, mine.id);
    expect(theirs.statusCode).toBe(404);
    expect((await read(bank, leyla, `/api/v1/prepayments/${mine.id}`)).json()).toMatchObject({
      status: 'IN_REVIEW',
    });
  });
});

describe('PREPAYMENT_ALREADY_EXISTS', () => {
  it('answers a second request for a loan whose first is in review', async () => {
    // leyla's FM_2 of 100 ₼ above is still in review.
    for (const response of [
      await quote(bank, leyla, { loanId: leyla.loan.id, option: 'FM_3' }),
      await create(bank, leyla, fm2(leyla.loan.id, 60)),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'PREPAYMENT_ALREADY_EXISTS' });
    }
  });

  it('answers one of two requests sent at once (the loan’s row lock, then a unique index)', async () => {
    const who = await borrower(bank, 500_00n);
    await who.token();
    const body = { loanId: who.loan.id, option: 'FM_1', amount: 100 };
    const answers = await Promise.all([
      create(bank, who, body, 'race-1'),
      create(bank, who, { ...body, amount: 200 }, 'race-2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: 'PREPAYMENT_ALREADY_EXISTS',
    });
  });

  it('in the customer’s language', async () => {
    const response = await quote(bank, leyla, fm2(leyla.loan.id, 60));
    expect(response.json().message).toBe('An active request already exists for this loan.');
    const inAz = await bank.app.inject({
      method: 'POST',
      url: '/api/v1/prepayments/quote',
      payload: fm2(leyla.loan.id, 60),
      headers: { authorization: await leyla.token(), 'accept-language': 'az' },
    });
    expect(inAz.json().message).toBe('Bu kredit üzrə artıq aktiv sorğu var.');
  });
});

describe('PREPAYMENT_AMOUNT_BELOW_MIN', () => {
  it('answers less than 50 ₼', async () => {
    const response = await quote(bank, elvin, fm2(elvin.loan.id, 49.99));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'PREPAYMENT_AMOUNT_BELOW_MIN',
      message: 'The amount is below the minimum: at least 50.00 ₼.',
    });
  });
});

describe('PREPAYMENT_INVALID_LOAN', () => {
  it('answers a loan in another currency (its kind)', async () => {
    const who = await borrower(bank, 0n);
    const dollars = await fundedAccount(bank, 100_00n, 'USD', who.loan.customerId);
    const loan = await takeLoan(bank, dollars, { principal: 1_000_00n, rate: '12', months: 12 });
    const response = await quote(bank, who, fm2(loan.id, 100));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'PREPAYMENT_INVALID_LOAN' });
  });

  it('answers a debt too small for a partial prepayment (its debt amount)', async () => {
    const small = await borrower(bank, 100_00n, { principal: 45_00n, rate: '12', months: 3 });
    const response = await quote(bank, small, fm2(small.loan.id, 50));
    expect(response.json()).toMatchObject({ code: 'PREPAYMENT_INVALID_LOAN' });
    // The whole of it can still be repaid online.
    expect((await quote(bank, small, { loanId: small.loan.id, option: 'FM_3' })).statusCode).toBe(
      200,
    );
  });

  it('answers an instalment falling due by the execution day (its date)', async () => {
    const who = await borrower(bank, 500_00n);
    await moveTo(bank, '2026-04-01');
    // Wednesday 1 April: a partial one would execute on 2 April, the instalment's due date.
    const response = await quote(bank, who, fm2(who.loan.id, 100));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'The loan kind, debt amount or date does not allow it: this repayment is possible only at a branch.',
    );
  });
});

describe('PREPAYMENT_OVERDUE_DEBT', () => {
  it('answers a loan with an instalment past its date and unpaid', async () => {
    // kamal's last 200 ₼ leave too, so the 2 April instalment of 106.62 ₼ is not collected;
    // money arriving on 3 April finds it overdue.
    await topUp(bank, kamal.account, -200_00n);
    await moveTo(bank, '2026-04-03');
    await topUp(bank, kamal.account, 500_00n);
    const response = await quote(bank, kamal, fm2(kamal.loan.id, 100));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'PREPAYMENT_OVERDUE_DEBT',
      message: 'The loan has an overdue debt: pay it first.',
    });
  });
});

describe('PREPAYMENT_UNEXPECTED', () => {
  it('is what an unexpected failure of a prepayment call becomes', () => {
    const refusal = asPrepaymentRefusal(new BankError('INTERNAL_ERROR', 500));
    expect(refusal).toMatchObject({ code: 'PREPAYMENT_UNEXPECTED', httpStatus: 500 });
  });
});
