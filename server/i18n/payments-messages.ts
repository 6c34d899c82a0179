/**
 * Messages of payments to providers (issue 16): the refusals of a provider's fields and amount
 * (domain/payments/fields.ts names the problems), of the source, and the provider's own answers.
 * The amount's other problems and AMOUNT_OVER_BALANCE are the transfers' messages.
 */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const paymentMessages = {
  PAYMENT_PHONE_REQUIRED: {
    az: 'Mobil nömrəni yazın.',
    ru: 'Введите номер мобильного телефона.',
    en: 'Enter the mobile number.',
  },
  PAYMENT_SUBSCRIBER_CODE_REQUIRED: {
    az: 'Abunəçi kodunu yazın.',
    ru: 'Введите код абонента.',
    en: 'Enter the subscriber code.',
  },
  PHONE_PREFIX_NOT_OPERATOR: {
    az: 'Bu nömrə {provider} operatorunun deyil: onun nömrələri {prefixes} ilə başlayır.',
    ru: 'Этот номер не принадлежит {provider}: его номера начинаются с {prefixes}.',
    en: 'This number is not {provider}’s: its numbers start with {prefixes}.',
  },
  SUBSCRIBER_CODE_INVALID: {
    az: 'Abunəçi kodu {provider} formatında deyil, məsələn: {example}.',
    ru: 'Код абонента не в формате {provider}, например: {example}.',
    en: 'The subscriber code is not in {provider}’s format, e.g. {example}.',
  },
  AMOUNT_BELOW_MIN: {
    az: '{provider} ən azı {min} ₼ qəbul edir.',
    ru: '{provider} принимает не меньше {min} ₼.',
    en: '{provider} takes at least {min} ₼.',
  },
  AMOUNT_ABOVE_MAX: {
    az: '{provider} ən çoxu {max} ₼ qəbul edir.',
    ru: '{provider} принимает не больше {max} ₼.',
    en: '{provider} takes at most {max} ₼.',
  },
  SOURCE_CURRENCY_NOT_AZN: {
    az: 'Ödənişlər manatla edilir: manat hesabı və ya kartı seçin.',
    ru: 'Оплата идёт в манатах: выберите манатный счёт или карту.',
    en: 'Payments are made in manats: choose a manat account or card.',
  },
  SUBSCRIBER_NOT_FOUND: {
    az: '{provider} bu abunəçini tanımır. Kodu yoxlayın.',
    ru: '{provider} не знает такого абонента. Проверьте код.',
    en: '{provider} does not know this subscriber. Check the code.',
  },
  PROVIDER_UNAVAILABLE: {
    az: '{provider} hazırda cavab vermir. Heç nə silinməyib; bir az sonra yenidən cəhd edin.',
    ru: '{provider} сейчас не отвечает. Ничего не списано; попробуйте позже.',
    en: '{provider} does not answer right now. Nothing was charged; try again later.',
  },
  PROVIDER_NOT_FOUND: {
    az: 'Belə xidmət təchizatçısı yoxdur.',
    ru: 'Такого поставщика услуг нет.',
    en: 'There is no such provider.',
  },
  PAYMENT_NOT_FOUND: {
    az: 'Belə ödəniş yoxdur.',
    ru: 'Такого платежа нет.',
    en: 'There is no such payment.',
  },
} as const satisfies Record<string, Translations>;
