/**
 * Messages of the transfers' quote side (server/transfers), in each interface language. A
 * refusal's code names the field it is about: the form's own rules keep the codes of
 * domain/transfers/validation.ts, so the app puts the bank's message under the same field.
 */
import type { Locale } from '../../domain/locale';
import type { TransferProblem } from '../../domain/transfers/validation';

type Translations = Readonly<Record<Locale, string>>;

/** PHONE_INVALID is the server's general code already; transfers give it MOBILE_PHONE_INVALID's text. */
const problemMessages = {
  FROM_REQUIRED: {
    az: 'Pulun çıxılacağı hesabı və ya kartı seçin.',
    ru: 'Выберите счёт или карту, с которых списать деньги.',
    en: 'Choose the account or card the money leaves.',
  },
  TO_REQUIRED: {
    az: 'Pulun köçürüləcəyi hesabı və ya kartı seçin.',
    ru: 'Выберите счёт или карту, на которые перевести деньги.',
    en: 'Choose the account or card the money goes to.',
  },
  SAME_PRODUCT: {
    az: 'Pulu çıxıldığı hesaba və ya karta köçürmək olmaz: başqa alıcı seçin.',
    ru: 'Нельзя перевести деньги на тот же счёт или карту, с которых они списываются: выберите другого получателя.',
    en: 'The money cannot go to the account or card it leaves: choose another receiver.',
  },
  AMOUNT_REQUIRED: {
    az: 'Məbləği daxil edin.',
    ru: 'Введите сумму.',
    en: 'Enter the amount.',
  },
  AMOUNT_INVALID: {
    az: 'Məbləği rəqəmlərlə yazın, məsələn 150,50.',
    ru: 'Введите сумму цифрами, например 150,50.',
    en: 'Write the amount in digits, for example 150.50.',
  },
  AMOUNT_NOT_POSITIVE: {
    az: 'Məbləğ sıfırdan böyük olmalıdır.',
    ru: 'Сумма должна быть больше нуля.',
    en: 'The amount must be more than zero.',
  },
  AMOUNT_TOO_PRECISE: {
    az: 'Məbləğdə vergüldən sonra ən çoxu 2 rəqəm ola bilər.',
    ru: 'В сумме может быть не более 2 знаков после запятой.',
    en: 'The amount can have at most 2 decimals.',
  },
  AMOUNT_TOO_LARGE: {
    az: 'Məbləğ çox böyükdür.',
    ru: 'Сумма слишком большая.',
    en: 'The amount is too large.',
  },
  AMOUNT_OVER_BALANCE: {
    az: 'Komissiya ilə birlikdə {total} {currency} lazımdır, hesabda isə cəmi {available} {currency} istifadə oluna bilər.',
    ru: 'С комиссией нужно {total} {currency}, а доступно только {available} {currency}.',
    en: 'With the commission {total} {currency} is needed, and only {available} {currency} is available.',
  },
  IBAN_REQUIRED: {
    az: 'IBAN-ı daxil edin.',
    ru: 'Введите IBAN.',
    en: 'Enter the IBAN.',
  },
  IBAN_INVALID: {
    az: 'IBAN AZ ilə başlayan 28 simvoldur və onun yoxlama rəqəmləri düz gəlməlidir.',
    ru: 'IBAN — это 28 символов, начиная с AZ, и его контрольные цифры должны сходиться.',
    en: 'An IBAN is 28 characters starting with AZ, and its check digits must match.',
  },
  CARD_NUMBER_REQUIRED: {
    az: 'Kartın nömrəsini daxil edin.',
    ru: 'Введите номер карты.',
    en: 'Enter the card number.',
  },
  CARD_NUMBER_INVALID: {
    az: 'Kartın nömrəsi 16 rəqəmdir, bu nömrədə isə səhv var.',
    ru: 'Номер карты — 16 цифр, а в этом номере есть ошибка.',
    en: 'A card number is 16 digits, and this one has a mistake in it.',
  },
  PHONE_REQUIRED: {
    az: 'Mobil nömrəni daxil edin.',
    ru: 'Введите номер мобильного телефона.',
    en: 'Enter the mobile number.',
  },
  RECEIVER_NAME_REQUIRED: {
    az: 'Başqa banka köçürmə üçün alıcının adını daxil edin.',
    ru: 'Для перевода в другой банк укажите имя получателя.',
    en: 'Enter the receiver’s name for a transfer to another bank.',
  },
  RECEIVER_NAME_TOO_LONG: {
    az: 'Alıcının adı ən çoxu 140 simvol ola bilər.',
    ru: 'Имя получателя — не более 140 символов.',
    en: 'The receiver’s name can be at most 140 characters.',
  },
  TAX_ID_INVALID: {
    az: 'VÖEN 10 rəqəmdən ibarətdir.',
    ru: 'VÖEN (ИНН) состоит из 10 цифр.',
    en: 'A tax ID (VÖEN) is 10 digits.',
  },
  COMMENT_TOO_LONG: {
    az: 'Şərh ən çoxu 140 simvol ola bilər.',
    ru: 'Комментарий — не более 140 символов.',
    en: 'The comment can be at most 140 characters.',
  },
} as const satisfies Record<Exclude<TransferProblem, 'PHONE_INVALID'>, Translations>;

/** What only the bank can tell: its products, the receiver, the rails and the rates. */
const bankMessages = {
  SOURCE_NOT_FOUND: {
    az: 'Sizin hesab və kartlarınız arasında belə məhsul yoxdur.',
    ru: 'Среди ваших счетов и карт такого нет.',
    en: 'There is no such account or card among yours.',
  },
  RECIPIENT_NOT_FOUND: {
    az: 'Alıcı tapılmadı: nömrəni yoxlayın.',
    ru: 'Получатель не найден: проверьте номер.',
    en: 'No receiver was found: check the number.',
  },
  BANK_NOT_FOUND: {
    az: 'Bu IBAN Azərbaycanın heç bir bankına aid deyil.',
    ru: 'Этот IBAN не принадлежит ни одному банку Азербайджана.',
    en: 'This IBAN belongs to no bank of Azerbaijan.',
  },
  DESTINATION_CARD_BLOCKED: {
    az: 'Alıcının kartı bloklanıb: ona pul köçürmək olmaz.',
    ru: 'Карта получателя заблокирована: на неё нельзя перевести деньги.',
    en: 'The receiving card is blocked: money cannot be sent to it.',
  },
  DESTINATION_CARD_EXPIRED: {
    az: 'Alıcının kartının müddəti bitib: ona pul köçürmək olmaz.',
    ru: 'Срок действия карты получателя истёк: на неё нельзя перевести деньги.',
    en: 'The receiving card has expired: money cannot be sent to it.',
  },
  IPS_AMOUNT_TOO_LARGE: {
    az: 'Ani ödənişlər sistemi (İPS) ilə bir ödəniş ən çoxu {max} ola bilər. Daha böyük məbləği IBAN ilə göndərin.',
    ru: 'Через систему мгновенных платежей (IPS) один платёж — не более {max}. Большую сумму отправьте по IBAN.',
    en: 'Through the instant payment system (IPS) one payment is at most {max}. Send a larger amount by IBAN.',
  },
  AMOUNT_TOO_SMALL: {
    az: 'Məbləğ çox kiçikdir: mübadilədən sonra alıcıya heç nə çatmır.',
    ru: 'Сумма слишком мала: после обмена получателю ничего не достанется.',
    en: 'The amount is too small: after the exchange nothing would reach the receiver.',
  },
  EXCHANGE_RATE_MISSING: {
    az: 'Bank {from} valyutasını {to} valyutasına dəyişmir.',
    ru: 'Банк не обменивает {from} на {to}.',
    en: 'The bank does not exchange {from} into {to}.',
  },
  FROM_MUST_BE_ACCOUNT: {
    az: 'Bu növ köçürmə cari hesabdan edilir: hesab seçin.',
    ru: 'Такой перевод делается с текущего счёта: выберите счёт.',
    en: 'This kind of transfer leaves a current account: choose an account.',
  },
  FROM_MUST_BE_CARD: {
    az: 'Bu növ köçürmə kartdan edilir: kart seçin.',
    ru: 'Такой перевод делается с карты: выберите карту.',
    en: 'This kind of transfer leaves a card: choose a card.',
  },
  TO_MUST_BE_ACCOUNT: {
    az: 'Bu növ köçürmə hesaba edilir: hesab seçin və ya IBAN daxil edin.',
    ru: 'Такой перевод делается на счёт: выберите счёт или введите IBAN.',
    en: 'This kind of transfer goes to an account: choose an account or enter an IBAN.',
  },
  TO_MUST_BE_CARD: {
    az: 'Bu növ köçürmə karta edilir: kart seçin və ya kartın nömrəsini daxil edin.',
    ru: 'Такой перевод делается на карту: выберите карту или введите номер карты.',
    en: 'This kind of transfer goes to a card: choose a card or enter a card number.',
  },
  RECIPIENT_QUERY_ONE_OF: {
    az: 'Bunlardan yalnız birini verin: IBAN, kartın nömrəsi və ya mobil nömrə.',
    ru: 'Укажите что-то одно: IBAN, номер карты или номер мобильного телефона.',
    en: 'Give exactly one of these: an IBAN, a card number or a mobile number.',
  },
  EXCHANGE_RATE_INVALID: {
    az: 'Məzənnə iki müxtəlif valyuta arasında verilir, sıfırdan böyük, 1 000 000-dan çox olmayan ədəddir və vergüldən sonra ən çoxu 6 rəqəmlidir.',
    ru: 'Курс задаётся для двух разных валют, больше нуля и не больше 1 000 000, не более чем с 6 знаками после запятой.',
    en: 'A rate is between two different currencies, more than zero and at most 1 000 000, with at most 6 decimals.',
  },
  EXCHANGE_RATE_REPEATED: {
    az: '{from} → {to} məzənnəsi bir neçə dəfə verilib.',
    ru: 'Курс {from} → {to} указан несколько раз.',
    en: 'The rate {from} → {to} is given more than once.',
  },
} as const satisfies Record<string, Translations>;

export const transferMessages = { ...problemMessages, ...bankMessages } as const;
