/** Calls of the account and deposit application tests, as a client makes them. */
import { fatcaQuestions } from '../../../server/fatca/questions';
import { type CallAs, call } from './loan-applications';

export const accountApplicationsUrl = '/account-application/v1/applications';
export const depositApplicationsUrl = '/deposit-application/v1/applications';
export const depositProductsUrl = '/deposit-application/v1/products';

export interface AccountJson {
  id: string;
  name: string;
  iban: string;
  currency: string;
  balance: number;
  available: number;
}

export interface ProductApplicationJson {
  id: string;
  productType: string;
  status: string;
  currency: string;
  deposit?: { ratePercent: number; expectedInterest: number; amount: number };
}

export async function accountsOf(as: CallAs) {
  return (await call(as, 'GET', '/api/v1/accounts')).json<AccountJson[]>();
}

export async function accountIn(as: CallAs, currency: string) {
  const account = (await accountsOf(as)).find((candidate) => candidate.currency === currency);
  if (!account) throw new Error(`no ${currency} account`);
  return account;
}

export function depositRequest(sourceAccountId: string, changes: object = {}) {
  return {
    productType: 'PROFIT',
    currency: 'AZN',
    termMonths: 12,
    amount: 300,
    payoutFrequency: 'MON',
    sourceAccountId,
    ...changes,
  };
}

export async function started(as: CallAs, url: string, body: object) {
  const response = await call(as, 'POST', url, body);
  if (response.statusCode !== 201) throw new Error(`not created: ${response.body}`);
  return response.json<ProductApplicationJson>();
}

/** FATCA answered "no" to every question for the application of `productType`. */
export function answerFatca(as: CallAs, sourceId: string, productType: string) {
  const fatcaAnswers = fatcaQuestions.map((question) => ({
    questionId: question.id,
    answer: false,
  }));
  return call(as, 'POST', '/ms-fatca/v1/fatca/answers', { fatcaAnswers, sourceId, productType });
}

/** The customer confirms reading the deposit insurance notice (step 3 of accounts and deposits). */
export function confirmDepositInsurance(
  as: CallAs,
  id: string,
  productType: 'ACCOUNT' | 'DEPOSIT',
  body: object = { read: true },
) {
  const url = productType === 'ACCOUNT' ? accountApplicationsUrl : depositApplicationsUrl;
  return call(as, 'POST', `${url}/${id}/deposit-insurance`, body);
}
