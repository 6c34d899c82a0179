/**
 * Messages of cash by code (issue 17): the amount's own rules (PRODUCT 5), the SMS of the
 * one-time code and of each withdrawal code, PRODUCT 8's 'Unsuccessful operation' for an
 * operation that fails as a whole, and the sandbox ATM's refusals. The amount's other problems
 * and AMOUNT_OVER_BALANCE are the transfers' messages.
 */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

/** PRODUCT 8's text, shared by every refusal of an operation as a whole. */
const unsuccessful: Translations = {
  az: 'Uğursuz əməliyyat',
  ru: 'Неуспешная операция',
  en: 'Unsuccessful operation',
};

export const cashCodeMessages = {
  // Refusals of an operation as a whole: the code tells the app which, the text is PRODUCT 8's.
  CASH_OPERATION_FAILED: unsuccessful,
  CASH_ORDER_NOT_AWAITING_CODE: unsuccessful,
  CASH_CODE_NOT_ACTIVE: unsuccessful,
  CASH_FUNDS_GONE: unsuccessful,
  CASH_AMOUNT_BELOW_MINIMUM: {
    az: 'Nağdlaşdırma üçün ən az məbləğ {min} ₼-dır.',
    ru: 'Минимальная сумма для снятия наличных — {min} ₼.',
    en: 'The least cash you can take is {min} ₼.',
  },
  CASH_AMOUNT_NOT_MULTIPLE: {
    az: 'Məbləğ {step} ₼-a bölünməlidir: bankomat əskinas verir.',
    ru: 'Сумма должна быть кратна {step} ₼: банкомат выдаёт купюры.',
    en: 'The amount must be a multiple of {step} ₼: the ATM gives notes.',
  },
  CASH_AMOUNT_TOO_LARGE: {
    az: 'Bir sifarişlə ən çoxu {max} ₼ nağdlaşdırmaq olar.',
    ru: 'За один заказ можно снять не больше {max} ₼.',
    en: 'One order can take at most {max} ₼.',
  },
  CASH_SOURCE_NOT_AZN: {
    az: 'Nağd pul manatla verilir: manat hesabı və ya kartı seçin.',
    ru: 'Наличные выдаются в манатах: выберите манатный счёт или карту.',
    en: 'Cash is given in manats: choose a manat account or card.',
  },
  SMS_CASH_CODE: {
    az: 'Kodla nağd pul: {amount}, komissiya {commission}. Təsdiq kodu: {code}. Kodu heç kimə deməyin.',
    ru: 'Наличные по коду: {amount}, комиссия {commission}. Код подтверждения: {code}. Никому не сообщайте код.',
    en: 'Cash by code: {amount}, commission {commission}. Confirmation code: {code}. Do not share the code with anyone.',
  },
  SMS_CASH_WITHDRAWAL_CODE: {
    az: 'Bankomatdan {amount} nağd pul kodu: {code}. {until} (Bakı vaxtı) qədər etibarlıdır. Kodu heç kimə deməyin.',
    ru: 'Код для снятия {amount} в банкомате: {code}. Действует до {until} (по Баку). Никому не сообщайте код.',
    en: 'Code to take {amount} at an ATM: {code}. Valid until {until} (Baku time). Do not share the code with anyone.',
  },
  ATM_CODE_REFUSED: {
    az: 'Kod yanlışdır, istifadə olunub və ya vaxtı bitib.',
    ru: 'Код неверный, уже использован или просрочен.',
    en: 'The code is wrong, already used or expired.',
  },
  ATM_LOCKED: {
    az: 'Bu nömrə üçün çox yanlış kod daxil edilib. {minutes} dəqiqə sonra yenidən cəhd edin.',
    ru: 'Для этого номера введено слишком много неверных кодов. Попробуйте через {minutes} мин.',
    en: 'Too many wrong codes for this number. Try again in {minutes} min.',
  },
} as const satisfies Record<string, Translations>;
