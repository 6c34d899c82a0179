/**
 * Steps of paying providers over HTTP for server tests: quotes, creates with an
 * Idempotency-Key, the code from the SMS, the sandbox's subscribers and provider switch.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { components } from '../../../openapi/generated/schema';
import type { TestBank } from './bank';
import { getAs, postAs, type TransferCustomer, transferSms } from './transfer-execution';

type Schemas = components['schemas'];
export type Payment = Schemas['Payment'];
export type PaymentQuote = Schemas['PaymentQuote'];
export type PaymentRequest = Schemas['PaymentRequest'];

export const quotePayment = (bank: TestBank, token: string, request: PaymentRequest) =>
  postAs(bank, token, '/api/v1/payments/quote', request);

export function createPayment(
  bank: TestBank,
  token: string,
  quoteId: string,
  key: string = randomUUID(),
) {
  return postAs(bank, token, '/api/v1/payments', { quoteId }, { 'idempotency-key': key });
}

/** Quotes and creates; the payment as the create call answered it (AWAITING_CODE). */
export async function makePayment(bank: TestBank, token: string, request: PaymentRequest) {
  const quoted = await quotePayment(bank, token, request);
  expect(quoted.statusCode, quoted.body).toBe(200);
  const made = await createPayment(bank, token, (quoted.json() as PaymentQuote).id);
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as Payment;
}

/** Makes the payment and confirms it with the code the customer was sent. */
export async function payConfirmed(
  bank: TestBank,
  who: TransferCustomer,
  request: PaymentRequest,
): Promise<Payment> {
  const made = await makePayment(bank, who.token, request);
  const { code } = await transferSms(bank, who);
  const confirmed = await postAs(bank, who.token, `/api/v1/payments/${made.id}/confirm`, { code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json() as Payment;
}

export async function findSubscriber(
  bank: TestBank,
  token: string,
  providerId: string,
  fields: Schemas['PaymentFields'],
) {
  return postAs(bank, token, `/api/v1/payment-providers/${providerId}/subscriber`, { fields });
}

export async function setAvailability(bank: TestBank, providerId: string, available: boolean) {
  const response = await bank.app.inject({
    method: 'PUT',
    url: `/sandbox/v1/payment-providers/${providerId}/availability`,
    payload: { available },
  });
  expect(response.statusCode, response.body).toBe(200);
}

export const getPayment = (bank: TestBank, token: string, id: string) =>
  getAs(bank, token, `/api/v1/payments/${id}`);
