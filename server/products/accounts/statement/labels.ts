/**
 * Every word printed on an account statement, in each interface language. Like the server's
 * messages (server/i18n), a typed table: a missing label or language is a compile error.
 * `{page}` and `{pages}` are filled in when the page numbers are printed.
 */
import type { Locale } from '../../../../domain/locale';

export interface StatementLabels {
  title: string;
  bic: string;
  bankCode: string;
  holder: string;
  iban: string;
  currency: string;
  period: string;
  generatedAt: string;
  openingBalance: string;
  totalIn: string;
  totalOut: string;
  closingBalance: string;
  date: string;
  description: string;
  amount: string;
  balance: string;
  noOperations: string;
  page: string;
}

export const statementLabels = {
  az: {
    title: 'Hesabdan çıxarış',
    bic: 'BIC (SWIFT)',
    bankCode: 'Bank kodu',
    holder: 'Hesab sahibi',
    iban: 'IBAN',
    currency: 'Valyuta',
    period: 'Dövr',
    generatedAt: 'Tərtib edilib',
    openingBalance: 'Dövrün əvvəlinə qalıq',
    totalIn: 'Mədaxil cəmi',
    totalOut: 'Məxaric cəmi',
    closingBalance: 'Dövrün sonuna qalıq',
    date: 'Tarix',
    description: 'Təsvir',
    amount: 'Məbləğ',
    balance: 'Qalıq',
    noOperations: 'Bu dövrdə hesab üzrə əməliyyat olmayıb.',
    page: 'Səhifə {page} / {pages}',
  },
  ru: {
    title: 'Выписка по счёту',
    bic: 'БИК (SWIFT)',
    bankCode: 'Код банка',
    holder: 'Владелец счёта',
    iban: 'IBAN',
    currency: 'Валюта',
    period: 'Период',
    generatedAt: 'Сформирована',
    openingBalance: 'Входящий остаток',
    totalIn: 'Всего поступлений',
    totalOut: 'Всего списаний',
    closingBalance: 'Исходящий остаток',
    date: 'Дата',
    description: 'Описание',
    amount: 'Сумма',
    balance: 'Остаток',
    noOperations: 'За этот период операций по счёту не было.',
    page: 'Страница {page} из {pages}',
  },
  en: {
    title: 'Account statement',
    bic: 'BIC (SWIFT)',
    bankCode: 'Bank code',
    holder: 'Account holder',
    iban: 'IBAN',
    currency: 'Currency',
    period: 'Period',
    generatedAt: 'Generated',
    openingBalance: 'Opening balance',
    totalIn: 'Total money in',
    totalOut: 'Total money out',
    closingBalance: 'Closing balance',
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    balance: 'Balance',
    noOperations: 'There were no operations on the account in this period.',
    page: 'Page {page} of {pages}',
  },
} as const satisfies Record<Locale, StatementLabels>;
