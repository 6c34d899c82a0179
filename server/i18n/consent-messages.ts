/**
 * Messages of open-banking consents (issue 18): the third parties' API under /psd2/v1, the
 * customer's authorisation code, and the refusals of the customer's consent calls.
 */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const consentMessages = {
  SMS_ACCOUNT_CONSENT: {
    az: 'İnternet Bank: {tpp} hesablarınıza giriş istəyir. Təsdiq kodu {code}. Kodu heç kimə deməyin.',
    ru: 'Интернет-банк: {tpp} запрашивает доступ к вашим счетам. Код подтверждения {code}. Никому не сообщайте код.',
    en: 'Internet Bank: {tpp} asks for access to your accounts. Confirmation code {code}. Do not share the code with anyone.',
  },
  TPP_UNAUTHORIZED: {
    az: 'Üçüncü tərəf tanınmadı: müştəri identifikatorunu və sirri HTTP Basic ilə göndərin.',
    ru: 'Сторонний провайдер не опознан: передайте идентификатор клиента и секрет через HTTP Basic.',
    en: 'The third party is not recognised: send its client id and secret as HTTP Basic.',
  },
  TPP_REDIRECT_URI_NOT_REGISTERED: {
    az: 'TPP-Redirect-URI üçüncü tərəfin qeydiyyatdan keçmiş ünvanlarından biri deyil.',
    ru: 'TPP-Redirect-URI не входит в зарегистрированные адреса стороннего провайдера.',
    en: "TPP-Redirect-URI is not one of the third party's registered redirect URIs.",
  },
  CONSENT_VALID_UNTIL_PAST: {
    az: 'validUntil bu gündən sonra olmalıdır.',
    ru: 'validUntil должен быть позже сегодняшнего дня.',
    en: 'validUntil must be after today.',
  },
  CONSENT_VALID_UNTIL_TOO_FAR: {
    az: 'Razılıq ən çox {days} gün üçün verilir: validUntil ən gec {latest} ola bilər.',
    ru: 'Согласие даётся не более чем на {days} дней: validUntil не позднее {latest}.',
    en: 'A consent is given for at most {days} days: validUntil no later than {latest}.',
  },
  CONSENT_ACCESS_EMPTY: {
    az: 'Ən azı bir hüquq istəyin: hesablar, qalıqlar və ya əməliyyatlar.',
    ru: 'Запросите хотя бы одно право: счета, остатки или операции.',
    en: 'Ask for at least one right: accounts, balances or transactions.',
  },
  CONSENT_FREQUENCY_INVALID: {
    az: 'Birdəfəlik razılıqda (recurringIndicator false) frequencyPerDay 1 olmalıdır.',
    ru: 'Для разового согласия (recurringIndicator false) frequencyPerDay должен быть равен 1.',
    en: 'A one-off consent (recurringIndicator false) must have frequencyPerDay 1.',
  },
  CONSENT_UNKNOWN: {
    az: 'Belə razılıq bu üçüncü tərəf üçün yoxdur.',
    ru: 'У этого стороннего провайдера нет такого согласия.',
    en: 'This third party has no such consent.',
  },
  CONSENT_INVALID: {
    az: 'Razılıq giriş vermir: o, təsdiqlənməyib, rədd edilib, geri götürülüb və ya dayandırılıb.',
    ru: 'Согласие не даёт доступа: оно не подтверждено, отклонено, отозвано или прекращено.',
    en: 'The consent gives no access: it is not authorised, or it was rejected, revoked or terminated.',
  },
  CONSENT_EXPIRED: {
    az: 'Razılığın müddəti bitib.',
    ru: 'Срок действия согласия истёк.',
    en: 'The consent has expired.',
  },
  CONSENT_ACCOUNT_NOT_COVERED: {
    az: 'Müştəri bu hesaba razılıq verməyib.',
    ru: 'Клиент не дал согласия на этот счёт.',
    en: 'The customer did not grant this account.',
  },
  CONSENT_RIGHT_NOT_GRANTED: {
    az: 'Razılıq bu məlumatı oxumağa icazə vermir.',
    ru: 'Согласие не разрешает читать эти данные.',
    en: 'The consent does not allow reading this.',
  },
  ACCESS_EXCEEDED: {
    az: 'Müştəri iştirak etmədən bu gün üçün oxuma sayı ({frequency}) bitib.',
    ru: 'Лимит чтений без участия клиента на сегодня ({frequency}) исчерпан.',
    en: "Today's reads without the customer present ({frequency}) are used up.",
  },
  CONSENT_NOT_FOUND: {
    az: 'Razılıq tapılmadı.',
    ru: 'Согласие не найдено.',
    en: 'The consent was not found.',
  },
  CONSENT_ACCOUNT_NOT_GRANTABLE: {
    az: 'Yalnız öz açıq hesablarınızı və kartlarınızı seçə bilərsiniz.',
    ru: 'Можно выбрать только свои открытые счета и карты.',
    en: 'You can choose only your own open accounts and cards.',
  },
  CONSENT_NOT_RECEIVED: {
    az: 'Bu sorğuya artıq cavab verilib və ya onun müddəti bitib.',
    ru: 'На этот запрос уже ответили или его срок истёк.',
    en: 'This request has already been answered or has expired.',
  },
  CONSENT_NOT_VALID: {
    az: 'Razılıq artıq giriş vermir.',
    ru: 'Согласие уже не даёт доступа.',
    en: 'The consent no longer gives access.',
  },
  OTHER_CONSENT_WITHDRAWN: {
    az: 'Bu razılıq artıq geri götürülüb.',
    ru: 'Это согласие уже отозвано.',
    en: 'This consent has already been withdrawn.',
  },
} as const satisfies Record<string, Translations>;
