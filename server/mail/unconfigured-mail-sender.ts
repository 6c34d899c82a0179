import { BankError } from '../errors/bank-error';
import type { MailSender } from './mail-sender';

/**
 * Outside the sandbox with no mail transport configured: every send is refused (503) rather than
 * pretending the customer will get a letter that never leaves the bank.
 */
export function unconfiguredMailSender(): MailSender {
  return {
    async send() {
      throw new BankError('MAIL_NOT_CONFIGURED', 503);
    },
  };
}
