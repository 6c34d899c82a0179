/**
 * Every word printed on a transfer receipt and written in its email, in each interface
 * language. Like the server's messages (server/i18n), a typed table: a missing label or
 * language is a compile error. `{reference}` is filled in with the bank's reference number.
 */
import type { Locale } from '../../../domain/locale';
import type { TransferRow } from '../../db/schema';

export interface ReceiptLabels {
  title: string;
  /** A payment's receipt: its title and the rows that name the provider's side. */
  paymentTitle: string;
  provider: string;
  subscriber: string;
  providerReference: string;
  reference: string;
  executedAt: string;
  status: string;
  executed: string;
  from: string;
  to: string;
  receiverBank: string;
  debitAmount: string;
  creditAmount: string;
  rate: string;
  commission: string;
  total: string;
  rail: string;
  comment: string;
  rails: Record<TransferRow['rail'], string>;
  footer: string;
  mailSubject: string;
  mailText: string;
}

export const receiptLabels = {
  az: {
    title: 'Köçürmə qəbzi',
    paymentTitle: 'Ödəniş qəbzi',
    provider: 'Xidmət təchizatçısı',
    subscriber: 'Abunəçi',
    providerReference: 'Təchizatçının istinad nömrəsi',
    reference: 'İstinad nömrəsi',
    executedAt: 'İcra tarixi və vaxtı (Bakı)',
    status: 'Status',
    executed: 'İcra edilib',
    from: 'Göndərən',
    to: 'Alan',
    receiverBank: 'Alanın bankı',
    debitAmount: 'Silinən məbləğ',
    creditAmount: 'Köçürülən məbləğ',
    rate: 'Məzənnə',
    commission: 'Komissiya',
    total: 'Cəmi silinib',
    rail: 'Köçürmə üsulu',
    comment: 'Şərh',
    rails: {
      OWN: 'Öz hesablarım arasında',
      INTERNAL: 'Bank daxilində',
      IPS: 'Ani ödənişlər sistemi (İPS)',
      CLEARING: 'Banklararası klirinq',
      CARD: 'Başqa bankın kartına',
      PAYMENT: 'Xidmət ödənişi',
    },
    footer: 'Bu qəbz elektron formada tərtib edilib və imza tələb etmir.',
    mailSubject: 'Köçürmə qəbzi {reference}',
    mailText: 'Salam! {reference} nömrəli köçürmənin qəbzi əlavə edilib.',
  },
  ru: {
    title: 'Квитанция о переводе',
    paymentTitle: 'Квитанция об оплате',
    provider: 'Поставщик услуг',
    subscriber: 'Абонент',
    providerReference: 'Номер платежа у поставщика',
    reference: 'Номер операции',
    executedAt: 'Дата и время исполнения (Баку)',
    status: 'Статус',
    executed: 'Исполнен',
    from: 'Отправитель',
    to: 'Получатель',
    receiverBank: 'Банк получателя',
    debitAmount: 'Сумма списания',
    creditAmount: 'Сумма зачисления',
    rate: 'Курс',
    commission: 'Комиссия',
    total: 'Всего списано',
    rail: 'Способ перевода',
    comment: 'Комментарий',
    rails: {
      OWN: 'Между своими счетами',
      INTERNAL: 'Внутри банка',
      IPS: 'Система мгновенных платежей (IPS)',
      CLEARING: 'Межбанковский клиринг',
      CARD: 'На карту другого банка',
      PAYMENT: 'Оплата услуг',
    },
    footer: 'Квитанция сформирована в электронном виде и не требует подписи.',
    mailSubject: 'Квитанция о переводе {reference}',
    mailText: 'Здравствуйте! Квитанция о переводе {reference} во вложении.',
  },
  en: {
    title: 'Transfer receipt',
    paymentTitle: 'Payment receipt',
    provider: 'Provider',
    subscriber: 'Subscriber',
    providerReference: 'Provider’s reference',
    reference: 'Reference number',
    executedAt: 'Executed on (Baku time)',
    status: 'Status',
    executed: 'Executed',
    from: 'From',
    to: 'To',
    receiverBank: 'Receiver’s bank',
    debitAmount: 'Amount debited',
    creditAmount: 'Amount credited',
    rate: 'Exchange rate',
    commission: 'Commission',
    total: 'Total debited',
    rail: 'Sent via',
    comment: 'Comment',
    rails: {
      OWN: 'Between own accounts',
      INTERNAL: 'Within the bank',
      IPS: 'Instant payment system (IPS)',
      CLEARING: 'Interbank clearing',
      CARD: 'To another bank’s card',
      PAYMENT: 'Payment for services',
    },
    footer: 'This receipt was issued electronically and needs no signature.',
    mailSubject: 'Transfer receipt {reference}',
    mailText: 'Hello! The receipt of transfer {reference} is attached.',
  },
} as const satisfies Record<Locale, ReceiptLabels>;
