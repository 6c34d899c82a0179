/** Messages of the bank's email (server/mail): refusals of sending a letter. */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const mailMessages = {
  MAIL_NOT_CONFIGURED: {
    az: 'Bank hazırda e-poçt göndərə bilmir. Qəbzi yükləyin və özünüz göndərin.',
    ru: 'Банк сейчас не может отправлять письма. Скачайте квитанцию и отправьте её сами.',
    en: 'The bank cannot send email right now. Download the receipt and send it yourself.',
  },
} as const satisfies Record<string, Translations>;
