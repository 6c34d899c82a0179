import type { BankDb } from '../db/client';

/**
 * The one way the bank sends a text message. A real bank plugs in its SMS gateway here; the
 * sandbox keeps every message in an outbox that people trying the bank can read.
 */
export interface SmsSender {
  /** `phone` is digits with the country code, e.g. 994501234567. */
  send(phone: string, text: string): Promise<void>;
  /**
   * The same port writing in the caller's transaction (a transactional outbox): the message is
   * kept if and only if that transaction commits, so a code SMS cannot be lost between the commit
   * of what it confirms and its sending, nor go out for something rolled back. A gateway relays
   * the outbox after commit.
   */
  within(tx: BankDb): SmsSender;
}
