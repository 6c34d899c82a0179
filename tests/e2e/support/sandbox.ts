/** Reads one-time codes from the sandbox SMS outbox, as a person trying the bank would. */

interface SmsMessage {
  id: string;
  to: string;
  text: string;
  createdAt: string;
}

async function outbox(bankURL: string, phone: string): Promise<SmsMessage[]> {
  const response = await fetch(`${bankURL}/sandbox/v1/sms?to=${phone}`);
  if (!response.ok) throw new Error(`The outbox answered ${response.status}`);
  return (await response.json()) as SmsMessage[];
}

/** The id of the newest message to a phone, to tell the next one apart. */
export async function newestSmsId(bankURL: string, phone: string): Promise<string | null> {
  return (await outbox(bankURL, phone))[0]?.id ?? null;
}

/** Waits for a message newer than `afterId` and returns the 6-digit code in it. */
export async function nextCode(bankURL: string, phone: string, afterId: string | null) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [newest] = await outbox(bankURL, phone);
    const code = newest && newest.id !== afterId ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new code for ${phone} within 10 s`);
}
