import type { Clock } from '../clock';
import { toDate } from '../clock';
import type { BankDb } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { SmsSender } from './sms-sender';

/** The sandbox's SMS gateway: nothing leaves the bank, every message lands in sms_outbox. */
export function outboxSmsSender(db: BankDb, clock: Clock): SmsSender {
  return {
    async send(phone, text) {
      await db.insert(smsOutbox).values({ recipient: phone, text, createdAt: toDate(clock.now()) });
    },
    within: (tx) => outboxSmsSender(tx, clock),
  };
}
