/**
 * The customer's last FATCA answers (issue 15): offered again for a year so the customer only
 * confirms them; older answers, answers to another questionnaire version and another
 * customer's answers are never offered.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDate } from '../../server/clock';
import { fatcaAnswers } from '../../server/db/schema';
import { fatcaQuestions } from '../../server/fatca/questions';
import { type CallAs, call, setStatus, startApplication } from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';

const answersUrl = '/ms-fatca/v1/fatca/answers';

let products: ProductsBank;
let leyla: CallAs;
let reshad: CallAs;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  reshad = { bank: products.bank, token: products.reshadToken };
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

/** A new application of `as` answered with "yes" to the questions in `yes`. */
async function answered(as: CallAs, yes: readonly string[] = []) {
  // A second apart, as answers given one after the other are.
  products.bank.clock.advance({ seconds: 1 });
  const { id } = await startApplication(as);
  await setStatus(products.bank, id, 'READY_FOR_FATCA');
  const given = fatcaQuestions.map((question) => ({
    questionId: question.id,
    answer: yes.includes(question.id),
  }));
  const response = await call(as, 'POST', answersUrl, {
    fatcaAnswers: given,
    sourceId: id,
    productType: 'LOAN',
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id, given };
}

const lastOf = async (as: CallAs) => {
  const response = await call(as, 'GET', answersUrl);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ answeredAt?: string; fatcaAnswers: unknown[] }>();
};

const backdate = (id: string, set: Partial<typeof fatcaAnswers.$inferInsert>) =>
  products.bank.database.db.update(fatcaAnswers).set(set).where(eq(fatcaAnswers.applicationId, id));

describe('the last FATCA answers', () => {
  it('are none for a customer who never answered', async () => {
    expect(await lastOf(reshad)).toEqual({ fatcaAnswers: [] });
  });

  it('are the latest answers within 12 months, of whichever application', async () => {
    await answered(leyla, ['US_PHONE']);
    const { given } = await answered(leyla, ['US_ADDRESS']);
    expect(await lastOf(leyla)).toEqual({
      answeredAt: toDate(products.bank.clock.now()).toISOString(),
      fatcaAnswers: given,
    });
    // Another customer's answers are not theirs.
    expect(await lastOf(reshad)).toEqual({ fatcaAnswers: [] });
  });

  it('are none once the last answers are over 12 months old', async () => {
    const { id } = await answered(reshad);
    const aYearAndADayAgo = products.bank.clock.now().subtract({ hours: 24 * 367 });
    await backdate(id, { answeredAt: toDate(aYearAndADayAgo) });
    expect(await lastOf(reshad)).toEqual({ fatcaAnswers: [] });
    const elevenMonthsAgo = products.bank.clock.now().subtract({ hours: 24 * 335 });
    await backdate(id, { answeredAt: toDate(elevenMonthsAgo) });
    expect((await lastOf(reshad)).fatcaAnswers).toHaveLength(fatcaQuestions.length);
  });

  it('are the latest answers of the current questionnaire, none when all were to another', async () => {
    const current = await answered(reshad, ['US_BIRTHPLACE']);
    const reworded = await answered(reshad);
    await backdate(reworded.id, { questionnaireVersion: 0 });
    expect((await lastOf(reshad)).fatcaAnswers).toEqual(current.given);
    await products.bank.database.db.update(fatcaAnswers).set({ questionnaireVersion: 0 });
    expect(await lastOf(reshad)).toEqual({ fatcaAnswers: [] });
  });

  it('are read only by a signed-in customer', async () => {
    const response = await products.bank.app.inject({ method: 'GET', url: answersUrl });
    expect(response.statusCode).toBe(401);
  });
});
