/**
 * Steps of open-banking consents for server tests: the sandbox's third parties calling
 * /psd2/v1 with their Basic credentials, a consent requested and authorised by a customer with
 * the code from the outbox, and the customer's consent calls.
 */
import { expect } from 'vitest';
import type { components } from '../../../openapi/generated/schema';
import { sandboxThirdParties } from '../../../server/consents';
import { lastSms } from './auth';
import type { TestBank } from './bank';
import { getAs, postAs, type TransferCustomer } from './transfer-execution';

type Schemas = components['schemas'];
export type AccountConsent = Schemas['AccountConsent'];
export type AccountConsentDetails = Schemas['AccountConsentDetails'];

export const budce = sandboxThirdParties[0] as (typeof sandboxThirdParties)[number];
export const lender = sandboxThirdParties[1] as (typeof sandboxThirdParties)[number];
type Party = typeof budce;

export const basic = (party: Pick<Party, 'clientId' | 'secret'>) =>
  `Basic ${Buffer.from(`${party.clientId}:${party.secret}`).toString('base64')}`;

export interface Psd2Call {
  party?: Party;
  consentId?: string;
  /** Sends PSU-IP-Address: the customer is present. */
  attended?: boolean;
  headers?: Record<string, string>;
  body?: object;
}

export function psd2(
  bank: TestBank,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { party = budce, consentId, attended = false, headers = {}, body }: Psd2Call = {},
) {
  return bank.app.inject({
    method,
    url,
    headers: {
      authorization: basic(party),
      'accept-language': 'en',
      ...(consentId ? { 'consent-id': consentId } : {}),
      ...(attended ? { 'psu-ip-address': '203.0.113.7' } : {}),
      ...headers,
    },
    ...(body ? { payload: body } : {}),
  });
}

export const consentRequest = (
  overrides: Partial<Schemas['ConsentRequest']> = {},
): Schemas['ConsentRequest'] => ({
  access: { accounts: true, balances: true, transactions: true },
  recurringIndicator: true,
  validUntil: '2026-05-31',
  frequencyPerDay: 4,
  ...overrides,
});

export function createConsent(
  bank: TestBank,
  body: object = consentRequest(),
  { party = budce, redirect = '/sandbox-tpp?tpp=budce' } = {},
) {
  return psd2(bank, 'POST', '/psd2/v1/consents', {
    party,
    headers: { 'tpp-redirect-uri': redirect },
    body,
  });
}

/** A received consent's id. */
export async function requestConsent(
  bank: TestBank,
  body: object = consentRequest(),
  options: { party?: Party } = {},
) {
  const response = await createConsent(bank, body, options);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Schemas['ConsentCreated']).consentId;
}

export const authorize = (
  bank: TestBank,
  who: TransferCustomer,
  id: string,
  accountIds: string[],
) => postAs(bank, who.token, `/api/v1/account-consents/${id}/authorize`, { accountIds });

export async function sendConsentCode(
  bank: TestBank,
  who: TransferCustomer,
  id: string,
  accountIds: string[],
) {
  const response = await authorize(bank, who, id, accountIds);
  expect(response.statusCode, response.body).toBe(202);
  const { sessionId } = response.json() as Schemas['CodeChallenge'];
  const { code } = await lastSms(bank, who.phone);
  return { sessionId, code };
}

export const confirmConsent = (
  bank: TestBank,
  who: TransferCustomer,
  id: string,
  accountIds: string[],
  confirmation: { sessionId: string; code: string },
) =>
  postAs(bank, who.token, `/api/v1/account-consents/${id}/confirm`, { accountIds, confirmation });

/** Requests a consent and authorises it for `accountIds`: its id, valid. */
export async function validConsent(
  bank: TestBank,
  who: TransferCustomer,
  accountIds: string[],
  body: object = consentRequest(),
  options: { party?: Party } = {},
) {
  const id = await requestConsent(bank, body, options);
  const confirmation = await sendConsentCode(bank, who, id, accountIds);
  const response = await confirmConsent(bank, who, id, accountIds, confirmation);
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

export async function consentOf(bank: TestBank, who: TransferCustomer, id: string, query = '') {
  const response = await getAs(bank, who.token, `/api/v1/account-consents/${id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountConsentDetails;
}

export const revoke = (bank: TestBank, who: TransferCustomer, id: string) =>
  postAs(bank, who.token, `/api/v1/account-consents/${id}/revoke`);
