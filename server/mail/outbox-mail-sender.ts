import type { Clock } from '../clock';
import { toDate } from '../clock';
import type { BankDb } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailSender } from './mail-sender';

/** The sandbox's mail transport: nothing leaves the bank, every message lands in mail_outbox. */
export function outboxMailSender(db: BankDb, clock: Clock): MailSender {
  return {
    async send({ to, subject, text, attachments }) {
      await db.insert(mailOutbox).values({
        recipient: to.toLowerCase(),
        subject,
        text,
        attachments: attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          size: content.byteLength,
          base64: Buffer.from(content).toString('base64'),
        })),
        createdAt: toDate(clock.now()),
      });
    },
  };
}
