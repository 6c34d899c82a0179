/**
 * Messages of making transfers (server/transfers/execution): the code SMS that names amount and
 * payee (PSD2 dynamic linking) and the refusals of create, confirm, cancel and the limits.
 */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const transferExecutionMessages = {
  SMS_TRANSFER: {
    az: '{amount} → {payee}, {account}. Kod: {code}. Kodu heç kimə deməyin.',
    ru: '{amount} → {payee}, {account}. Код: {code}. Никому не сообщайте код.',
    en: '{amount} → {payee}, {account}. Code: {code}. Do not share the code with anyone.',
  },
  QUOTE_NOT_FOUND: {
    az: 'Belə qiymətləndirmə tapılmadı. Köçürməni yenidən hesablayın.',
    ru: 'Такой расчёт не найден. Рассчитайте перевод заново.',
    en: 'There is no such quote. Price the transfer again.',
  },
  QUOTE_EXPIRED: {
    az: 'Qiymətləndirmənin vaxtı bitib. Köçürməni yenidən hesablayın: məzənnə və komissiya dəyişə bilər.',
    ru: 'Срок расчёта истёк. Рассчитайте перевод заново: курс и комиссия могли измениться.',
    en: 'The quote has expired. Price the transfer again: the rate and commission may have changed.',
  },
  QUOTE_ALREADY_USED: {
    az: 'Bu qiymətləndirmə ilə köçürmə artıq edilib.',
    ru: 'По этому расчёту перевод уже сделан.',
    en: 'A transfer has already been made from this quote.',
  },
  TRANSFER_NOT_FOUND: {
    az: 'Sizin köçürmələriniz arasında belə köçürmə yoxdur.',
    ru: 'Среди ваших переводов такого нет.',
    en: 'There is no such transfer among yours.',
  },
  TRANSFER_STATUS_CONFLICT: {
    az: 'Köçürmənin hazırkı vəziyyətində bu əməliyyat mümkün deyil.',
    ru: 'В текущем состоянии перевода это действие невозможно.',
    en: 'This cannot be done in the transfer’s current state.',
  },
  TRANSFER_LIMIT_EXCEEDED: {
    az: 'Köçürmə limiti aşılır.',
    ru: 'Превышен лимит переводов.',
    en: 'This exceeds the transfer limit.',
  },
  TRANSFER_DAILY_LIMIT_EXCEEDED: {
    az: 'Gündəlik köçürmə limiti aşılır. Bu gün qalan: {left}.',
    ru: 'Превышен дневной лимит переводов. Осталось на сегодня: {left}.',
    en: 'This exceeds the daily transfer limit. Left for today: {left}.',
  },
  TRANSFER_MONTHLY_LIMIT_EXCEEDED: {
    az: 'Aylıq köçürmə limiti aşılır. Bu ay qalan: {left}.',
    ru: 'Превышен месячный лимит переводов. Осталось в этом месяце: {left}.',
    en: 'This exceeds the monthly transfer limit. Left this month: {left}.',
  },
  CARD_CANNOT_RECEIVE: {
    az: 'Alıcının kartı bloklanıb və ya müddəti bitib: ona köçürmə etmək olmaz.',
    ru: 'Карта получателя заблокирована или просрочена: перевести на неё нельзя.',
    en: 'The receiving card is blocked or expired: it cannot receive a transfer.',
  },
} as const satisfies Record<string, Translations>;
