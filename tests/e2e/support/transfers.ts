/** What the transfers suite reads besides the pages: the SMS and mail outboxes, the clock. */
import type { Page } from 'playwright-core';
import type { components } from '../../../openapi/generated/schema';

interface SmsMessage {
  id: string;
  text: string;
}

async function outbox(bankURL: string, phone: string): Promise<SmsMessage[]> {
  const response = await fetch(`${bankURL}/sandbox/v1/sms?to=${phone}`);
  if (!response.ok) throw new Error(`The outbox answered ${response.status}`);
  return (await response.json()) as SmsMessage[];
}

/** Waits for a message newer than `afterId` that holds a 6-digit code; its text and code. */
export async function nextCodeSms(bankURL: string, phone: string, afterId: string | null) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [newest] = await outbox(bankURL, phone);
    const code = newest && newest.id !== afterId ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
    if (newest && code) return { text: newest.text, code };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new code for ${phone} within 10 s`);
}

/** The mail the sandbox sent to an address (GET /sandbox/v1/mail), newest first. */
export async function mailTo(
  bankURL: string,
  address: string,
): Promise<components['schemas']['MailMessage'][]> {
  const response = await fetch(`${bankURL}/sandbox/v1/mail?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`The mail outbox answered ${response.status}`);
  return (await response.json()) as components['schemas']['MailMessage'][];
}

/** The bank's time now, shifted by the sandbox clock. */
export async function bankNow(bankURL: string): Promise<string> {
  const response = await fetch(`${bankURL}/sandbox/v1/clock`);
  return ((await response.json()) as { now: string }).now;
}

/** Moves the sandbox clock forward to an instant or to the start of a date in Baku. */
export async function moveClockUntil(bankURL: string, until: string): Promise<void> {
  const response = await fetch(`${bankURL}/sandbox/v1/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ until }),
  });
  if (!response.ok)
    throw new Error(`The clock answered ${response.status}: ${await response.text()}`);
}

export interface AccountFigures {
  id: string;
  iban: string;
  currency: string;
  balance: number;
  available: number;
}

/**
 * The customer's accounts as the bank lists them, read with the page's own token. A card spends
 * from its account, so every transfer shows on these figures.
 */
export function accountFigures(page: Page): Promise<AccountFigures[]> {
  return page.evaluate(async () => {
    const headers = { Authorization: sessionStorage.getItem('access_token') ?? '' };
    return fetch('/api/v1/accounts', { headers }).then((response) => response.json());
  });
}

/** One account's figures in minor units, by currency. */
export async function figuresOf(page: Page, currency: string) {
  const account = (await accountFigures(page)).find((each) => each.currency === currency);
  if (!account) throw new Error(`No ${currency} account`);
  return {
    balance: Math.round(account.balance * 100),
    available: Math.round(account.available * 100),
  };
}
