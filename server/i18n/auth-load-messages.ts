/**
 * Messages of sign-in and one-time codes that issue 13 added: the limits of code SMS (M2), the
 * SMS telling a registered customer so (L2), and a bank too busy checking passwords (L10).
 */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const authLoadMessages = {
  SMS_LIMIT_REACHED: {
    az: 'Həddindən çox birdəfəlik kod istənilib. {minutes} dəqiqədən sonra yenidən cəhd edin.',
    ru: 'Слишком много запросов одноразового кода. Попробуйте снова через {minutes} мин.',
    en: 'Too many one-time codes were asked for. Try again in {minutes} min.',
  },
  SMS_ALREADY_REGISTERED: {
    az: 'İnternet Bank: siz artıq qeydiyyatdan keçmisiniz. Yeni şifrə təyin etmək üçün {code} kodunu daxil edin. Bu siz deyilsinizsə, mesaja fikir verməyin.',
    ru: 'Интернет-банк: вы уже зарегистрированы. Чтобы задать новый пароль, введите код {code}. Если это были не вы, не обращайте внимания на это сообщение.',
    en: 'Internet Bank: you are registered already. To set a new password, enter the code {code}. If it was not you, ignore this message.',
  },
  SERVER_BUSY: {
    az: 'Bank hazırda çox məşğuldur. {seconds} saniyədən sonra yenidən cəhd edin.',
    ru: 'Банк сейчас перегружен. Попробуйте снова через {seconds} с.',
    en: 'The bank is busy right now. Try again in {seconds} s.',
  },
} as const satisfies Record<string, Translations>;
