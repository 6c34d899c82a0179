/**
 * Messages of a card's controls (issue 16): the code SMS of a limits change and of showing the
 * card's requisites, and the refusals of the limits, the online switch and the requisites.
 */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const cardControlsMessages = {
  SMS_CARD_LIMITS: {
    az: 'İnternet Bank: kartın gündəlik limitlərinin dəyişdirilməsi kodu {code}. Kodu heç kimə deməyin.',
    ru: 'Интернет-банк: код изменения дневных лимитов карты {code}. Никому не сообщайте код.',
    en: "Internet Bank: code to change the card's daily limits {code}. Do not share the code with anyone.",
  },
  SMS_CARD_REQUISITES: {
    az: 'İnternet Bank: kartın rekvizitlərini göstərmək üçün kod {code}. Kodu heç kimə deməyin.',
    ru: 'Интернет-банк: код для показа реквизитов карты {code}. Никому не сообщайте код.',
    en: "Internet Bank: code to show the card's details {code}. Do not share the code with anyone.",
  },
  CARD_LIMIT_REQUIRED: {
    az: 'Hər limit üçün məbləği yazın.',
    ru: 'Укажите сумму каждого лимита.',
    en: 'Fill in an amount for each limit.',
  },
  CARD_LIMIT_INVALID: {
    az: 'Limit məbləğ olmalıdır, vergüldən sonra ən çox 2 rəqəm.',
    ru: 'Лимит должен быть суммой, не более 2 знаков после запятой.',
    en: 'A limit must be an amount with at most 2 digits after the decimal point.',
  },
  CARD_LIMIT_NEGATIVE: {
    az: 'Limit mənfi ola bilməz.',
    ru: 'Лимит не может быть отрицательным.',
    en: 'A limit cannot be negative.',
  },
  CARD_LIMIT_OVER_MAX: {
    az: 'Limit bankın maksimumundan çoxdur: ən çox {max}.',
    ru: 'Лимит больше максимума банка: не более {max}.',
    en: "The limit is above the bank's maximum: at most {max}.",
  },
  CONFIRMATION_MISMATCH: {
    az: 'Kod başqa məbləğlər üçün göndərilib. Yeni kod istəyin.',
    ru: 'Код был отправлен для других сумм. Запросите новый код.',
    en: 'The code was sent for other figures. Ask for a new code.',
  },
  CARD_ONLINE_PAYMENTS_OFF: {
    az: 'Bu kartla onlayn ödənişlər söndürülüb: kartın pəncərəsində onları yandırın.',
    ru: 'Онлайн-платежи по этой карте отключены: включите их в окне карты.',
    en: "Online payments are turned off for this card: turn them on in the card's window.",
  },
  CARD_ONLINE_LIMIT_EXCEEDED: {
    az: 'Kartın gündəlik onlayn limiti aşılır. Bu gün qalan: {left}.',
    ru: 'Превышен дневной онлайн-лимит карты. Осталось на сегодня: {left}.',
    en: "This exceeds the card's daily online limit. Left for today: {left}.",
  },
  CARD_REQUISITES_UNAVAILABLE: {
    az: 'Bu kartın rekvizitlərini burada göstərmək olmur: filiala müraciət edin.',
    ru: 'Реквизиты этой карты здесь показать нельзя: обратитесь в отделение.',
    en: "This card's details cannot be shown here: please visit a branch.",
  },
} as const satisfies Record<string, Translations>;
