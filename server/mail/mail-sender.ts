/**
 * The one way the bank sends an email. A real bank plugs in its mail transport here; the sandbox
 * keeps every message, attachments included, in an outbox that people trying the bank can read.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
