/**
 * Every message the bank server sends to a person, in each interface language. The
 * `satisfies` below makes a missing language a compile error. `{name}` marks a parameter.
 */
import type { Locale } from '../../domain/locale';
import { applicationMessages } from './applications-messages';
import { authLoadMessages } from './auth-load-messages';
import { cardControlsMessages } from './card-controls-messages';
import { cashCodeMessages } from './cash-code-messages';
import { consentMessages } from './consent-messages';
import { documentMessages } from './documents-messages';
import { identificationMessages } from './identification-messages';
import { insuranceMessages } from './insurance-messages';
import { mailMessages } from './mail-messages';
import { passkeyMessages } from './passkey-messages';
import { paymentTemplateMessages } from './payment-template-messages';
import { paymentMessages } from './payments-messages';
import { prepaymentMessages } from './prepayment-messages';
import { productApplicationMessages } from './product-application-messages';
import { productMessages } from './product-messages';
import { sessionMessages } from './session-messages';
import { transferExecutionMessages } from './transfer-execution-messages';
import { transferMessages } from './transfers-messages';
import { uploadMessages } from './upload-messages';

type Translations = Readonly<Record<Locale, string>>;

export const messages = {
  INTERNAL_ERROR: {
    az: 'Xəta baş verdi. Bir az sonra yenidən cəhd edin.',
    ru: 'Произошла ошибка. Попробуйте чуть позже.',
    en: 'An error occurred. Try again a bit later.',
  },
  DATABASE_UNAVAILABLE: {
    az: 'Bank qısa müddətə əlçatan deyil. Bir azdan yenidən cəhd edin: təkrar sorğu iki dəfə icra olunmur.',
    ru: 'Банк ненадолго недоступен. Повторите чуть позже: повторный запрос не выполняется дважды.',
    en: 'The bank is briefly unavailable. Try again in a moment: a repeated request is never carried out twice.',
  },
  NOT_FOUND: {
    az: 'Bu ünvanda heç nə tapılmadı.',
    ru: 'По этому адресу ничего не найдено.',
    en: 'Nothing was found at this address.',
  },
  NOT_IMPLEMENTED: {
    az: 'Bu xidmət hələ hazır deyil.',
    ru: 'Эта услуга пока не готова.',
    en: 'This service is not ready yet.',
  },
  VALIDATION_FAILED: {
    az: 'Sorğu düzgün tərtib edilməyib.',
    ru: 'Запрос составлен неверно.',
    en: 'The request is not valid.',
  },
  PAYLOAD_TOO_LARGE: {
    az: 'Sorğu çox böyükdür.',
    ru: 'Запрос слишком большой.',
    en: 'The request is too large.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    az: 'Sorğunun formatı dəstəklənmir.',
    ru: 'Формат запроса не поддерживается.',
    en: 'The request format is not supported.',
  },
  BODY_NOT_JSON: {
    az: 'Sorğunun mətni düzgün JSON deyil.',
    ru: 'Тело запроса не является корректным JSON.',
    en: 'The request body is not valid JSON.',
  },
  FIELD_REQUIRED: {
    az: '«{field}» sahəsi tələb olunur',
    ru: 'Поле «{field}» обязательно',
    en: 'The field "{field}" is required',
  },
  FIELD_INVALID: {
    az: '«{field}» sahəsinin dəyəri yanlışdır',
    ru: 'Поле «{field}» заполнено неверно',
    en: 'The field "{field}" has an invalid value',
  },
  FIELD_NOT_ALLOWED: {
    az: '«{field}» sahəsi bu sorğuda nəzərdə tutulmayıb',
    ru: 'Поле «{field}» не предусмотрено в этом запросе',
    en: 'The field "{field}" is not expected in this request',
  },
  PHONE_INVALID: {
    az: 'Telefon nömrəsi 9 rəqəmdən (ölkə kodu olmadan) və ya 994 ilə başlayan 12 rəqəmdən ibarət olmalıdır',
    ru: 'Номер телефона должен состоять из 9 цифр (без кода страны) или из 12 цифр, начиная с 994',
    en: 'The phone number must be 9 digits (without the country code) or 12 digits starting with 994',
  },
  UNAUTHORIZED: {
    az: 'Daxil olmamısınız və ya sessiyanız bitib. Yenidən daxil olun.',
    ru: 'Вы не вошли в систему или сеанс завершён. Войдите снова.',
    en: 'You are not signed in or your session has ended. Sign in again.',
  },
  REFRESH_TOKEN_INVALID: {
    az: 'Sessiyanız bitib. Yenidən daxil olun.',
    ru: 'Сеанс завершён. Войдите снова.',
    en: 'Your session has ended. Sign in again.',
  },
  INVALID_CREDENTIALS: {
    az: 'İdentifikator və ya şifrə yanlışdır. Qalan cəhdlər: {attemptsLeft}.',
    ru: 'Неверный идентификатор или пароль. Осталось попыток: {attemptsLeft}.',
    en: 'The identifier or password is wrong. Attempts left: {attemptsLeft}.',
  },
  CUSTOMER_LOCKED: {
    az: 'Çoxlu uğursuz giriş cəhdi. Giriş müvəqqəti bloklanıb, {minutes} dəqiqədən sonra yenidən cəhd edin.',
    ru: 'Слишком много неудачных попыток входа. Вход временно заблокирован, попробуйте через {minutes} мин.',
    en: 'Too many failed sign-in attempts. Sign-in is locked for now; try again in {minutes} min.',
  },
  RATE_LIMITED: {
    az: 'Həddindən çox sorğu. {seconds} saniyədən sonra yenidən cəhd edin.',
    ru: 'Слишком много запросов. Попробуйте снова через {seconds} с.',
    en: 'Too many requests. Try again in {seconds} s.',
  },
  IDENTIFIER_INVALID: {
    az: 'İdentifikator düzgün deyil.',
    ru: 'Идентификатор указан неверно.',
    en: 'The identifier is not valid.',
  },
  FIN_INVALID: {
    az: 'FİN 7 simvoldan ibarət olmalıdır: böyük latın hərfləri və rəqəmlər.',
    ru: 'ФИН должен состоять из 7 символов: заглавных латинских букв и цифр.',
    en: 'The FIN must be exactly 7 characters: capital Latin letters and digits.',
  },
  ID_CARD_NUMBER_INVALID: {
    az: 'Şəxsiyyət vəsiqəsinin nömrəsi köhnə vəsiqədə AZE və 8 rəqəm, yenisində AA və 7 rəqəmdir.',
    ru: 'Номер удостоверения личности: на старом удостоверении AZE и 8 цифр, на новом AA и 7 цифр.',
    en: 'An ID card number is AZE and 8 digits on an old card, AA and 7 digits on a new one.',
  },
  DOCUMENT_NUMBER_INVALID: {
    az: 'Sənədin nömrəsi 6–12 simvoldan ibarət olmalıdır: böyük latın hərfləri və rəqəmlər.',
    ru: 'Номер документа должен состоять из 6–12 символов: заглавных латинских букв и цифр.',
    en: 'The document number must be 6 to 12 characters: capital Latin letters and digits.',
  },
  PASSPORT_SERIES_INVALID: {
    az: 'Pasportun seriyası 1–4 böyük latın hərfindən ibarət olmalıdır.',
    ru: 'Серия паспорта должна состоять из 1–4 заглавных латинских букв.',
    en: 'The passport series must be 1 to 4 capital Latin letters.',
  },
  PASSPORT_NUMBER_INVALID: {
    az: 'Pasportun nömrəsi 5–12 simvoldan ibarət olmalıdır: böyük latın hərfləri və rəqəmlər.',
    ru: 'Номер паспорта должен состоять из 5–12 символов: заглавных латинских букв и цифр.',
    en: 'The passport number must be 5 to 12 characters: capital Latin letters and digits.',
  },
  OTP_INVALID: {
    az: 'Kod yanlışdır. Qalan cəhdlər: {attemptsLeft}.',
    ru: 'Неверный код. Осталось попыток: {attemptsLeft}.',
    en: 'The code is wrong. Attempts left: {attemptsLeft}.',
  },
  OTP_ATTEMPTS_EXCEEDED: {
    az: 'Kod həddindən çox yanlış daxil edilib. Yeni kod almaq üçün yenidən başlayın.',
    ru: 'Слишком много неверных кодов. Начните заново, чтобы получить новый код.',
    en: 'Too many wrong codes. Start again to get a new code.',
  },
  OTP_EXPIRED: {
    az: 'Kodun vaxtı bitib. Yeni kod istəyin.',
    ru: 'Срок действия кода истёк. Запросите новый код.',
    en: 'The code has expired. Request a new code.',
  },
  OTP_SESSION_INVALID: {
    az: 'Bu təsdiq artıq etibarlı deyil. Yenidən başlayın.',
    ru: 'Это подтверждение больше не действительно. Начните заново.',
    en: 'This confirmation is no longer valid. Start again.',
  },
  OTP_RESEND_TOO_EARLY: {
    az: 'Yeni kodu {seconds} saniyədən sonra istəyə bilərsiniz.',
    ru: 'Новый код можно запросить через {seconds} с.',
    en: 'You can request a new code in {seconds} s.',
  },
  OTP_RESEND_LIMIT: {
    az: 'Bu cəhd üçün daha kod göndərilə bilməz. Yenidən başlayın.',
    ru: 'Для этой попытки больше нельзя отправить код. Начните заново.',
    en: 'No more codes can be sent for this attempt. Start again.',
  },
  REGISTRATION_TOKEN_INVALID: {
    az: 'Təsdiqin vaxtı bitib və ya etibarsızdır. Yenidən başlayın.',
    ru: 'Подтверждение истекло или недействительно. Начните заново.',
    en: 'The confirmation has expired or is not valid. Start again.',
  },
  PASSWORD_WEAK: {
    az: 'Şifrə zəifdir: ən azı {min} simvol, böyük və kiçik hərflər, rəqəm və xüsusi simvol olmalıdır.',
    ru: 'Слабый пароль: нужно не менее {min} символов, заглавные и строчные буквы, цифра и специальный символ.',
    en: 'The password is too weak: use at least {min} characters with upper and lower case letters, a digit and a special character.',
  },
  PASSWORD_REPEAT_REQUIRED: {
    az: 'Şifrəni təkrar daxil edin.',
    ru: 'Повторите пароль.',
    en: 'Repeat the password.',
  },
  PASSWORDS_DO_NOT_MATCH: {
    az: 'Şifrələr üst-üstə düşmür.',
    ru: 'Пароли не совпадают.',
    en: 'The passwords do not match.',
  },
  CURRENT_PASSWORD_WRONG: {
    az: 'Cari şifrə yanlışdır.',
    ru: 'Текущий пароль неверен.',
    en: 'The current password is wrong.',
  },
  PASSWORD_CHECKS_FAILED: {
    az: 'Cari şifrə həddindən çox yanlış daxil edildi, ona görə sessiyanız bitdi. Yenidən daxil olun.',
    ru: 'Текущий пароль слишком много раз введён неверно, поэтому сеанс завершён. Войдите снова.',
    en: 'The current password was wrong too many times, so you have been signed out. Sign in again.',
  },
  PASSWORD_SAME_AS_CURRENT: {
    az: '«{field}» sahəsi cari şifrənizlə eyni olmamalıdır: yenisini seçin.',
    ru: 'Поле «{field}» не должно совпадать с текущим паролем: выберите новый.',
    en: 'The field "{field}" must not be your current password: choose a new one.',
  },
  INSUFFICIENT_FUNDS: {
    az: 'Hesabda kifayət qədər vəsait yoxdur.',
    ru: 'На счёте недостаточно средств.',
    en: 'There are not enough funds in the account.',
  },
  LEDGER_UNBALANCED: {
    az: 'Əməliyyatın debet və kredit məbləğləri bərabər deyil; heç nə dəyişdirilmədi.',
    ru: 'Суммы дебета и кредита операции не совпадают; ничего не изменено.',
    en: 'The debits and credits of the transaction do not balance; nothing was changed.',
  },
  LEDGER_AMOUNT_INVALID: {
    az: 'Məbləğ sıfırdan fərqli tam ədəd (qəpiklə) olmalıdır.',
    ru: 'Сумма должна быть ненулевым целым числом (в копейках).',
    en: 'The amount must be a non-zero whole number of minor units.',
  },
  LEDGER_ACCOUNT_NOT_FOUND: {
    az: 'Hesab tapılmadı.',
    ru: 'Счёт не найден.',
    en: 'The account was not found.',
  },
  CURRENCY_MISMATCH: {
    az: 'Əməliyyatın valyutası hesabın valyutası ilə üst-üstə düşmür.',
    ru: 'Валюта операции не совпадает с валютой счёта.',
    en: 'The currency of the transaction does not match the currency of the account.',
  },
  HOLD_NOT_FOUND: {
    az: 'Bloklanmış məbləğ tapılmadı.',
    ru: 'Блокировка суммы не найдена.',
    en: 'The blocked amount was not found.',
  },
  HOLD_CLOSED: {
    az: 'Bu bloklanmış məbləğ artıq azad edilib və ya silinib.',
    ru: 'Эта блокировка уже снята или списана.',
    en: 'This blocked amount has already been released or charged.',
  },
  HOLD_EXPIRED: {
    az: 'Bloklamanın müddəti bitib; məbləğ silinə bilməz.',
    ru: 'Срок блокировки истёк; сумму списать нельзя.',
    en: 'The block has expired; the amount can no longer be charged.',
  },
  HOLD_CAPTURE_TOO_LARGE: {
    az: 'Silinən məbləğ bloklanmış məbləğdən çox ola bilməz.',
    ru: 'Списываемая сумма не может превышать заблокированную.',
    en: 'The amount charged cannot exceed the amount blocked.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    az: 'Bu Idempotency-Key artıq başqa parametrli sorğu üçün istifadə olunub. Yeni açar istifadə edin.',
    ru: 'Этот Idempotency-Key уже использован для запроса с другими параметрами. Используйте новый ключ.',
    en: 'This Idempotency-Key was already used for a request with different parameters. Use a new key.',
  },
  IDEMPOTENCY_KEY_INVALID: {
    az: 'Idempotency-Key 1–255 çap olunan simvoldan ibarət olmalıdır (boşluqsuz).',
    ru: 'Idempotency-Key должен состоять из 1–255 печатных символов (без пробелов).',
    en: 'The Idempotency-Key must be 1 to 255 printable characters (no spaces).',
  },
  CLOCK_CANNOT_GO_BACK: {
    az: 'Bankın saatı yalnız irəli çəkilə bilər.',
    ru: 'Часы банка можно переводить только вперёд.',
    en: "The bank's clock can only be moved forward.",
  },
  CLOCK_MOVE_REQUIRED: {
    az: 'Ya «days», ya da «until» göstərin (hər ikisini yox).',
    ru: 'Укажите либо «days», либо «until» (но не оба).',
    en: 'Give either "days" or "until" (not both).',
  },
  CLOCK_MOVE_TOO_FAR: {
    az: 'Bankın saatı real vaxtdan ən çoxu {years} il irəli çəkilə bilər.',
    ru: 'Часы банка можно перевести не более чем на {years} лет вперёд от реального времени.',
    en: "The bank's clock can be moved at most {years} years ahead of real time.",
  },
  SMS_LOGIN: {
    az: 'İnternet Bank: giriş kodu {code}. Kodu heç kimə deməyin.',
    ru: 'Интернет-банк: код для входа {code}. Никому не сообщайте код.',
    en: 'Internet Bank: sign-in code {code}. Do not share the code with anyone.',
  },
  SMS_REGISTRATION: {
    az: 'İnternet Bank: qeydiyyat kodu {code}. Kodu heç kimə deməyin.',
    ru: 'Интернет-банк: код регистрации {code}. Никому не сообщайте код.',
    en: 'Internet Bank: registration code {code}. Do not share the code with anyone.',
  },
  SMS_FORGOT_PASSWORD: {
    az: 'İnternet Bank: şifrənin bərpası kodu {code}. Kodu heç kimə deməyin.',
    ru: 'Интернет-банк: код восстановления пароля {code}. Никому не сообщайте код.',
    en: 'Internet Bank: password reset code {code}. Do not share the code with anyone.',
  },
  SMS_CHANGE_PASSWORD: {
    az: 'İnternet Bank: şifrənin dəyişdirilməsi kodu {code}. Kodu heç kimə deməyin.',
    ru: 'Интернет-банк: код смены пароля {code}. Никому не сообщайте код.',
    en: 'Internet Bank: password change code {code}. Do not share the code with anyone.',
  },
  ...productMessages,
  ...applicationMessages,
  ...productApplicationMessages,
  ...identificationMessages,
  ...insuranceMessages,
  ...documentMessages,
  ...transferExecutionMessages,
  ...transferMessages,
  ...mailMessages,
  ...uploadMessages,
  ...authLoadMessages,
  ...paymentMessages,
  ...paymentTemplateMessages,
  ...cardControlsMessages,
  ...passkeyMessages,
  ...cashCodeMessages,
  ...consentMessages,
  ...prepaymentMessages,
  ...sessionMessages,
} as const satisfies Record<string, Translations>;

export type MessageKey = keyof typeof messages;
