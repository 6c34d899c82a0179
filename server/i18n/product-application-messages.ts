/** Messages of account and deposit applications (server/product-applications), in each language. */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const productApplicationMessages = {
  PRODUCT_CURRENCY_INVALID: {
    az: 'Valyutanı seçin: AZN, USD və ya EUR.',
    ru: 'Выберите валюту: AZN, USD или EUR.',
    en: 'Choose the currency: AZN, USD or EUR.',
  },
  DEPOSIT_PRODUCT_UNKNOWN: {
    az: 'Bankda {currency} valyutasında {productType} əmanəti yoxdur.',
    ru: 'В банке нет вклада {productType} в валюте {currency}.',
    en: 'The bank has no {productType} deposit in {currency}.',
  },
  DEPOSIT_TERM_INVALID: {
    az: '{currency} valyutasında {productType} əmanəti bu müddətlərə açılır: {terms} ay.',
    ru: 'Вклад {productType} в валюте {currency} открывается на такие сроки: {terms} мес.',
    en: 'A {productType} deposit in {currency} is opened for these terms: {terms} months.',
  },
  DEPOSIT_AMOUNT_INVALID: {
    az: 'Əmanətin məbləği {min} ilə {max} {currency} arasında olmalıdır, vergüldən sonra ən çoxu 2 rəqəm.',
    ru: 'Сумма вклада должна быть от {min} до {max} {currency}, не более 2 знаков после запятой.',
    en: 'The deposit amount must be from {min} to {max} {currency}, with at most 2 decimals.',
  },
  DEPOSIT_PAYOUT_MONTHLY_ONLY: {
    az: 'Bu əmanət üzrə faizlər yalnız hər ay ödənilir.',
    ru: 'По этому вкладу проценты выплачиваются только ежемесячно.',
    en: 'This deposit pays its interest monthly only.',
  },
  DEPOSIT_PAYOUT_AT_END_ONLY: {
    az: 'Bu əmanət üzrə faizlər yalnız müddətin sonunda ödənilir.',
    ru: 'По этому вкладу проценты выплачиваются только в конце срока.',
    en: 'This deposit pays its interest at the end of its term only.',
  },
  DEPOSIT_SOURCE_ACCOUNT_INVALID: {
    az: 'Əmanət sizin {currency} valyutasındakı cari hesablarınızdan birindən maliyyələşdirilir.',
    ru: 'Вклад пополняется с одного из ваших текущих счетов в валюте {currency}.',
    en: 'The deposit is funded from one of your own current accounts in {currency}.',
  },
  DEPOSIT_FUNDS_SHORT: {
    az: 'Hesabda cəmi {available} {currency} istifadə oluna bilər, əmanət üçün isə {amount} {currency} lazımdır. Heç nə dəyişdirilmədi.',
    ru: 'На счёте доступно только {available} {currency}, а для вклада нужно {amount} {currency}. Ничего не изменено.',
    en: 'The account has only {available} {currency} available, and the deposit needs {amount} {currency}. Nothing was changed.',
  },
  DEPOSIT_INSURANCE_NOT_READ: {
    az: 'Sənədlər hazırlanmazdan əvvəl əmanətlərin sığortalanması haqqında məlumatı oxuduğunuzu təsdiq edin.',
    ru: 'Прежде чем готовить документы, подтвердите, что вы прочитали информацию о страховании вкладов.',
    en: 'Before the documents are prepared, confirm that you have read the information on deposit insurance.',
  },
  DEPOSIT_TERMS_MISSING: {
    az: 'Müraciətdə əmanətin şərtləri yoxdur, əmanət açıla bilməz. Heç nə dəyişdirilmədi.',
    ru: 'В заявке нет условий вклада, вклад не может быть открыт. Ничего не изменено.',
    en: 'The application has no deposit terms, so the deposit cannot be opened. Nothing was changed.',
  },
} as const satisfies Record<string, Translations>;
