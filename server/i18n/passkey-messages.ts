/**
 * Messages of passkeys (issue 18): the code SMS that confirms adding one, and the refusals of
 * adding, removing and signing in with one.
 */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const passkeyMessages = {
  SMS_PASSKEY_REGISTRATION: {
    az: 'İnternet Bank: yeni giriş açarı (passkey) əlavə etmək üçün kod {code}. Bunu siz etmirsinizsə, kodu heç kimə deməyin və banka zəng edin.',
    ru: 'Интернет-банк: код для добавления нового ключа входа (passkey) {code}. Если это не вы, никому не сообщайте код и позвоните в банк.',
    en: 'Internet Bank: code to add a new passkey {code}. If this is not you, do not share the code and call the bank.',
  },
  PASSKEY_CHALLENGE_INVALID: {
    az: 'Bu sorğunun vaxtı keçib və ya o artıq istifadə olunub. Yenidən cəhd edin.',
    ru: 'Срок этого запроса истёк или он уже использован. Попробуйте ещё раз.',
    en: 'This request has expired or was already used. Please try again.',
  },
  PASSKEY_REFUSED: {
    az: 'Giriş açarını yoxlamaq alınmadı. Yenidən cəhd edin və ya parolla daxil olun.',
    ru: 'Не удалось проверить ключ входа. Попробуйте ещё раз или войдите с паролем.',
    en: 'The passkey could not be verified. Try again or sign in with your password.',
  },
  PASSKEY_UNKNOWN: {
    az: 'Bu giriş açarı bankda qeydiyyatda deyil (bəlkə silinib). Parolla daxil olun.',
    ru: 'Этот ключ входа не зарегистрирован в банке (возможно, он удалён). Войдите с паролем.',
    en: 'This passkey is not registered with the bank (it may have been removed). Sign in with your password.',
  },
  PASSKEY_EXISTS: {
    az: 'Bu giriş açarı artıq əlavə olunub.',
    ru: 'Этот ключ входа уже добавлен.',
    en: 'This passkey has already been added.',
  },
  PASSKEY_LIMIT_REACHED: {
    az: 'Ən çoxu 10 giriş açarı saxlamaq olar. Yenisini əlavə etmək üçün birini silin.',
    ru: 'Можно хранить не больше 10 ключей входа. Удалите один, чтобы добавить новый.',
    en: 'You can keep at most 10 passkeys. Remove one to add another.',
  },
  PASSKEY_NOT_FOUND: {
    az: 'Belə giriş açarı tapılmadı.',
    ru: 'Такой ключ входа не найден.',
    en: 'No such passkey.',
  },
} as const satisfies Record<string, Translations>;
