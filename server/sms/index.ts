/**
 * The SMS port and the sender each mode uses. No SMS gateway is integrated yet, so messages are
 * kept in sms_outbox in every mode; outside the sandbox nobody may read a one-time code there, so
 * codes are masked before the text is kept (the codes themselves exist only as keyed hashes).
 */
import { cashCodeDigits } from '../../domain/cash-codes';
import { otpLength } from '../../domain/identifiers';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { BankDb } from '../db/client';
import { outboxSmsSender } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender';

export type { SmsSender } from './sms-sender';

/**
 * A code as it appears in the bank's texts, its digits standing alone: a one-time code, or a
 * cash withdrawal code (domain/cash-codes.ts), which is cash to whoever reads it.
 */
const codeDigits = new RegExp(`(?<!\\d)(?:\\d{${otpLength}}|\\d{${cashCodeDigits}})(?!\\d)`, 'g');

export function withCodesMasked(text: string): string {
  return text.replace(codeDigits, (code) => '•'.repeat(code.length));
}

export function smsSenderFor(config: Pick<Config, 'sandbox'>, db: BankDb, clock: Clock): SmsSender {
  const outbox = outboxSmsSender(db, clock);
  return config.sandbox ? outbox : codesMasked(outbox);
}

/** The sender, every text of which (in a caller's transaction too) keeps its codes masked. */
function codesMasked(sender: SmsSender): SmsSender {
  return {
    send: (phone, text) => sender.send(phone, withCodesMasked(text)),
    within: (tx) => codesMasked(sender.within(tx)),
  };
}
