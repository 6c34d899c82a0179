/** Calls of the loan-application tests, as a client makes them, and a look at the stored rows. */
import { eq } from 'drizzle-orm';
import { loanApplications, loanOffers } from '../../../server/db/schema';
import type { TestBank } from './bank';

export const applicationsUrl = '/api/loan-applications/v1/loan-applications';

export interface CallAs {
  bank: TestBank;
  token: string;
  language?: string;
}

export function call(
  { bank, token, language = 'en' }: CallAs,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return bank.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: token, 'accept-language': language },
  });
}

export const newApplication = {
  type: 'LOAN',
  requestedAmount: 10_000,
  customerPhoneNumber: '501234567',
  salary: 2_400_00,
  officialIncome: 1_800_00,
};

export async function startApplication(as: CallAs, body: object = newApplication) {
  const response = await call(as, 'POST', applicationsUrl, body);
  if (response.statusCode !== 201) throw new Error(`not created: ${response.body}`);
  return response.json<{ id: string; status: string; deadline: string }>();
}

export async function offersOf(as: CallAs, id: string) {
  const response = await call(as, 'GET', `/api/loan-applications/v1/offers?applicationId=${id}`);
  return response.json<{
    offers: Array<{
      id: string;
      index: number;
      amount: number;
      term: number;
      refinancingLoansCombinationKey: string;
    }>;
    eligibleForRefinancingLoans: Array<{
      refLiabilityId: string;
      loanAccount: string;
      bankName?: string;
      bankId?: string;
      bic?: string;
      isVtb?: boolean;
      supportIps?: boolean;
    }>;
  }>();
}

export function sandboxEvent(bank: TestBank, id: string, type: string, language = 'en') {
  return bank.app.inject({
    method: 'POST',
    url: `/sandbox/v1/loan-applications/${id}/events`,
    payload: { type },
    headers: { 'accept-language': language },
  });
}

/** The stored application and its offers, to show a refusal changed nothing. */
export async function storedApplication(bank: TestBank, id: string) {
  const { db } = bank.database;
  const [application] = await db.select().from(loanApplications).where(eq(loanApplications.id, id));
  const offers = await db.select().from(loanOffers).where(eq(loanOffers.applicationId, id));
  return { application, offers: offers.sort((a, b) => a.id.localeCompare(b.id)) };
}

export async function countApplications(bank: TestBank) {
  return bank.database.db.$count(loanApplications);
}

export async function setStatus(bank: TestBank, id: string, status: string) {
  await bank.database.db
    .update(loanApplications)
    .set({ status })
    .where(eq(loanApplications.id, id));
}
