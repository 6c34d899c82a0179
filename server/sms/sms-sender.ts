/**
 * The one way the bank sends a text message. A real bank plugs in its SMS gateway here; the
 * sandbox keeps every message in an outbox that people trying the bank can read.
 */
export interface SmsSender {
  /** `phone` is digits with the country code, e.g. 994501234567. */
  send(phone: string, text: string): Promise<void>;
}
