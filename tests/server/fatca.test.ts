/**
 * FATCA self-assessment (step 2): the questionnaire in the caller's language, and the answers
 * that move the application on — all "no" to identification, any "yes" the traditional way —
 * stored with it; a refusal (missing answers, wrong status, another customer) changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fatcaAnswers } from '../../server/db/schema';
import { fatcaQuestions } from '../../server/fatca/questions';
import {
  type CallAs,
  call,
  setStatus,
  startApplication,
  storedApplication,
} from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';

const questionsUrl = '/ms-fatca/v1/fatca/questions';
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

async function applicationAwaitingFatca() {
  const { id } = await startApplication(leyla);
  await setStatus(products.bank, id, 'READY_FOR_FATCA');
  return id;
}

const allAnswered = (yes: readonly string[] = []) =>
  fatcaQuestions.map((question) => ({
    questionId: question.id,
    answer: yes.includes(question.id),
  }));

const answer = (as: CallAs, sourceId: string, fatcaAnswers = allAnswered()) =>
  call(as, 'POST', answersUrl, { fatcaAnswers, sourceId, productType: 'LOAN' });

async function storedAnswers(id: string) {
  return products.bank.database.db
    .select()
    .from(fatcaAnswers)
    .where(eq(fatcaAnswers.applicationId, id));
}

describe('the FATCA questions', () => {
  it.each([
    ['az', 'Siz ABŞ vətəndaşısınızmı (ikili vətəndaşlıq daxil olmaqla)?'],
    ['ru', 'Являетесь ли вы гражданином США (в том числе при двойном гражданстве)?'],
    ['en', 'Are you a citizen of the United States (including dual citizenship)?'],
  ])('are asked in %s', async (language, citizenship) => {
    const response = await call({ ...leyla, language }, 'GET', questionsUrl);
    expect(response.statusCode).toBe(200);
    const questions = response.json<Array<{ questionId: string; question: string }>>();
    expect(questions.map((question) => question.questionId)).toEqual([
      'US_CITIZEN',
      'US_TAX_RESIDENT',
      'US_BIRTHPLACE',
      'US_ADDRESS',
      'US_PHONE',
      'US_STANDING_INSTRUCTIONS',
      'US_POWER_OF_ATTORNEY',
    ]);
    expect(questions[0]?.question).toBe(citizenship);
  });

  it('are only for a signed-in customer', async () => {
    const response = await products.bank.app.inject({ url: questionsUrl });
    expect(response.statusCode).toBe(401);
  });
});

describe('the FATCA answers', () => {
  it('all "no" move the application to identification and are stored', async () => {
    const id = await applicationAwaitingFatca();
    const response = await answer(leyla, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'READY_FOR_IDENTIFICATION' });
    const stored = await storedAnswers(id);
    expect(stored).toHaveLength(fatcaQuestions.length);
    expect(stored.every((row) => row.answer === false && row.questionnaireVersion === 1)).toBe(
      true,
    );
  });

  it('a single "yes" sends a possible US person the traditional way', async () => {
    const id = await applicationAwaitingFatca();
    const response = await answer(leyla, id, allAnswered(['US_PHONE']));
    expect(response.json()).toEqual({ status: 'MOVED_TO_TRADITIONAL_WAY' });
    const stored = await storedAnswers(id);
    expect(stored.filter((row) => row.answer).map((row) => row.questionId)).toEqual(['US_PHONE']);
  });

  it('missing, unknown or repeated answers are refused with 400, changing nothing', async () => {
    const id = await applicationAwaitingFatca();
    const before = await storedApplication(products.bank, id);
    const [first, ...rest] = allAnswered();
    const missing = await answer({ ...leyla, language: 'ru' }, id, rest);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Ответьте на все вопросы FATCA. Ничего не изменено.');
    const unknown = await answer(leyla, id, [...rest, { questionId: 'US_PET', answer: false }]);
    expect(unknown.statusCode).toBe(400);
    const repeated = await answer(leyla, id, [...allAnswered(), first as never]);
    expect(repeated.statusCode).toBe(400);
    expect(await storedApplication(products.bank, id)).toEqual(before);
    expect(await storedAnswers(id)).toEqual([]);
  });

  it('from a status other than READY_FOR_FATCA are refused with 409, changing nothing', async () => {
    const { id } = await startApplication(leyla);
    const before = await storedApplication(products.bank, id);
    const response = await answer({ ...leyla, language: 'az' }, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Heç nə dəyişdirilmədi/);
    expect(await storedApplication(products.bank, id)).toEqual(before);
    expect(await storedAnswers(id)).toEqual([]);
  });

  it('for another customer’s application or another product are answered 404', async () => {
    const id = await applicationAwaitingFatca();
    expect((await answer(reshad, id)).statusCode).toBe(404);
    const deposit = await call(leyla, 'POST', answersUrl, {
      fatcaAnswers: allAnswered(),
      sourceId: id,
      productType: 'DEPOSIT',
    });
    expect(deposit.statusCode).toBe(404);
    expect((await storedApplication(products.bank, id)).application?.status).toBe(
      'READY_FOR_FATCA',
    );
  });
});
