/** The title of each paper in each language: printed on it and shown by the signing app. */
import type { Locale } from '../../i18n';
import { isPaperKind, type PaperKind } from '../model';

export const paperTitles = {
  STANDARD_FORM: {
    az: 'İstehlak krediti üzrə standart məlumat forması',
    ru: 'Стандартная информационная форма по потребительскому кредиту',
    en: 'Standard information form for a consumer loan',
  },
  LOAN_CONTRACT: {
    az: 'Kredit müqaviləsi',
    ru: 'Кредитный договор',
    en: 'Loan contract',
  },
  PAYOFF_INSTRUCTION: {
    az: 'Digər banklardakı kreditlərin bağlanması üzrə tapşırıq',
    ru: 'Поручение на погашение кредитов в других банках',
    en: 'Instruction to pay off loans at other banks',
  },
  INSURANCE_APPLICATION: {
    az: 'Kredit sığortası üzrə ərizə',
    ru: 'Заявление на страхование кредита',
    en: 'Loan insurance application',
  },
  ACCOUNT_AGREEMENT: {
    az: 'Cari hesab müqaviləsi',
    ru: 'Договор текущего счёта',
    en: 'Current account agreement',
  },
  ACCOUNT_TERMS: {
    az: 'Cari hesablar üzrə ümumi şərtlər və tariflər',
    ru: 'Общие условия и тарифы по текущим счетам',
    en: 'General terms and tariffs for current accounts',
  },
  DEPOSIT_AGREEMENT: {
    az: 'Bank əmanəti müqaviləsi',
    ru: 'Договор банковского вклада',
    en: 'Deposit agreement',
  },
  DEPOSIT_INSURANCE_SHEET: {
    az: 'Əmanətlərin sığortalanması haqqında məlumat vərəqəsi',
    ru: 'Информационный лист о страховании вкладов',
    en: 'Deposit insurance information sheet',
  },
} as const satisfies Record<PaperKind, Record<Locale, string>>;

/**
 * How a paper names the customer's identity document before its number: an Azerbaijani ID
 * card's number is its FİN (PRODUCT 3 calls the type PIN, which no Azerbaijani paper says).
 */
export const identifierTypeNames = {
  az: { PIN: 'FİN', TRP: 'MYİ', PRP: 'DYİ', FP: 'Xarici pasport' },
  ru: { PIN: 'ФИН', TRP: 'РВП', PRP: 'ПВЖ', FP: 'Иностранный паспорт' },
  en: { PIN: 'FIN', TRP: 'TRP', PRP: 'PRP', FP: 'Foreign passport' },
} as const satisfies Record<Locale, Record<'PIN' | 'TRP' | 'PRP' | 'FP', string>>;

/** The printed name of an identifier type; a type the table lacks prints as stored. */
export function identifierTypeName(locale: Locale, type: string): string {
  const names: Readonly<Record<string, string>> = identifierTypeNames[locale];
  return names[type] ?? type;
}

/** A stored paper's title; a kind the table lacks prints as stored. */
export function paperTitle(kind: string, locale: Locale): string {
  return isPaperKind(kind) ? paperTitles[kind][locale] : kind;
}

/** Words every paper shares. `{page}` and `{pages}` are filled in at the foot. */
export const commonLabels = {
  az: {
    reference: 'Müraciət №',
    preparedAt: 'Tərtib edilib',
    lender: 'Kreditor',
    borrower: 'Borc alan',
    bank: 'Bank',
    customer: 'Müştəri',
    depositor: 'Əmanətçi',
    identifier: 'Şəxsiyyət vəsiqəsinin FİN-i / sənəd',
    phone: 'Telefon',
    signature: 'İmza',
    signedElectronically: 'İmzalama tətbiqində elektron imza ilə imzalanır',
    page: 'Səhifə {page} / {pages}',
    months: '{months} ay',
  },
  ru: {
    reference: 'Заявка №',
    preparedAt: 'Составлено',
    lender: 'Кредитор',
    borrower: 'Заёмщик',
    bank: 'Банк',
    customer: 'Клиент',
    depositor: 'Вкладчик',
    identifier: 'ФИН удостоверения личности / документ',
    phone: 'Телефон',
    signature: 'Подпись',
    signedElectronically: 'Подписывается электронной подписью в приложении для подписания',
    page: 'Страница {page} из {pages}',
    months: '{months} мес.',
  },
  en: {
    reference: 'Application no.',
    preparedAt: 'Prepared',
    lender: 'Lender',
    borrower: 'Borrower',
    bank: 'Bank',
    customer: 'Customer',
    depositor: 'Depositor',
    identifier: 'ID card FIN / document',
    phone: 'Phone',
    signature: 'Signature',
    signedElectronically: 'Signed with an electronic signature in the signing app',
    page: 'Page {page} of {pages}',
    months: '{months} months',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type CommonLabels = (typeof commonLabels)[Locale];
