/**
 * Customers for the bench and their access tokens: the sandbox's demo customers (whose accounts,
 * cards, deposit, loan and history the reads need), or the bank test's customers with funded AZN
 * and USD accounts (which transfers need). Signing in is the real flow: password, then the code
 * read from the sandbox SMS outbox.
 */
import { demoCustomers, demoPassword } from '../../server/seed/demo-customers';

export { demoPassword };

export interface Identity {
  identifierType: string;
  identifierValue: string;
  phone: string;
}

/** The demo customers who can sign in. */
export const demoIdentities: readonly Identity[] = demoCustomers
  .filter((customer) => customer.registered)
  .map(({ identifierType, identifierValue, phone }) => ({
    identifierType,
    identifierValue,
    phone,
  }));

const jsonHeaders = { 'content-type': 'application/json', 'accept-language': 'en' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newestSms(url: string, phone: string): Promise<{ id: number; text: string }> {
  const response = await fetch(`${url}/sandbox/v1/sms?to=${phone}`);
  const [message] = (await response.json()) as { id: string; text: string }[];
  return message ? { id: Number(message.id), text: message.text } : { id: 0, text: '' };
}

async function codeAfter(url: string, phone: string, after: number): Promise<string> {
  for (let look = 0; look < 40; look += 1) {
    const message = await newestSms(url, phone);
    const code = message.id > after ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
    if (code) return code;
    await pause(250);
  }
  throw new Error(`no code reached ${phone}`);
}

/** The login call, waiting out 429 SERVER_BUSY (the bank's hashing slots) a bounded number of times. */
async function login(url: string, identity: Identity, password: string) {
  const body = JSON.stringify({
    identifierType: identity.identifierType,
    identifierValue: identity.identifierValue,
    password,
  });
  for (let tries = 0; tries < 30; tries += 1) {
    const response = await fetch(`${url}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body,
    });
    if (response.status !== 429) return response;
    await pause(1_000);
  }
  throw new Error(`sign-in of ${identity.identifierValue} stayed refused with 429`);
}

/** Signs `identity` in; returns the access token (sent as-is in Authorization). */
export async function signIn(url: string, identity: Identity, password = demoPassword) {
  const before = (await newestSms(url, identity.phone)).id;
  const answer = await login(url, identity, password);
  const started = (await answer.json()) as { sessionId?: string };
  if (answer.status !== 200 || !started.sessionId) {
    throw new Error(`sign-in refused: ${answer.status} ${JSON.stringify(started)}`);
  }
  const code = await codeAfter(url, identity.phone, before);
  const validated = await fetch(`${url}/api/v1/otp/validate`, {
    method: 'POST',
    headers: { ...jsonHeaders, 'session-id': started.sessionId },
    body: JSON.stringify({ otp: code }),
  });
  const tokens = (await validated.json()) as { accessToken?: string };
  if (validated.status !== 200 || !tokens.accessToken) {
    throw new Error(`code refused: ${validated.status} ${JSON.stringify(tokens)}`);
  }
  return tokens.accessToken;
}

/** An access token for each demo customer who can sign in, one after another. */
export async function signInDemoCustomers(url: string): Promise<string[]> {
  const tokens: string[] = [];
  for (const identity of demoIdentities) tokens.push(await signIn(url, identity));
  return tokens;
}
