/** The requisites sheet's words in each language (the PDF a customer shares with a payer). */
import type { Locale } from '../../../../domain/locale';

export interface RequisitesLabels {
  title: string;
  intro: string;
  beneficiary: string;
  iban: string;
  currency: string;
  bank: string;
  bankTaxId: string;
  bic: string;
  correspondentAccount: string;
  issued: string;
}

export const requisitesLabels = {
  az: {
    title: 'Hesabın rekvizitləri',
    intro: 'Bu hesaba başqa bankdan köçürmə üçün rekvizitlər.',
    beneficiary: 'Alan',
    iban: 'IBAN',
    currency: 'Valyuta',
    bank: 'Bank',
    bankTaxId: 'Bankın VÖEN-i',
    bic: 'BIC (SWIFT)',
    correspondentAccount: 'Müxbir hesab',
    issued: 'Tərtib edilib',
  },
  ru: {
    title: 'Реквизиты счёта',
    intro: 'Реквизиты для перевода на этот счёт из другого банка.',
    beneficiary: 'Получатель',
    iban: 'IBAN',
    currency: 'Валюта',
    bank: 'Банк',
    bankTaxId: 'ИНН (VÖEN) банка',
    bic: 'BIC (SWIFT)',
    correspondentAccount: 'Корреспондентский счёт',
    issued: 'Составлено',
  },
  en: {
    title: 'Account requisites',
    intro: 'The details for a transfer to this account from another bank.',
    beneficiary: 'Beneficiary',
    iban: 'IBAN',
    currency: 'Currency',
    bank: 'Bank',
    bankTaxId: "Bank's tax ID (VÖEN)",
    bic: 'BIC (SWIFT)',
    correspondentAccount: 'Correspondent account',
    issued: 'Issued',
  },
} as const satisfies Record<Locale, RequisitesLabels>;
