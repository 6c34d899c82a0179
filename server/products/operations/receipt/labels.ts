/**
 * Every word printed on an operation's receipt, in each interface language. Like the server's
 * messages (server/i18n), a typed table: a missing label or language is a compile error.
 */
import type { Locale } from '../../../../domain/locale';
import type { Schemas } from '../../../openapi/json';

export interface OperationReceiptLabels {
  title: string;
  amount: string;
  status: string;
  statuses: Record<Schemas['OperationStatus'], string>;
  reference: string;
  dateTime: string;
  description: string;
  counterparty: string;
  counterpartyAccount: string;
  counterpartyBank: string;
  commission: string;
  otherSide: string;
  rate: string;
  footer: string;
}

export const operationReceiptLabels = {
  az: {
    title: 'Əməliyyat qəbzi',
    amount: 'Məbləğ',
    status: 'Status',
    statuses: { COMPLETED: 'İcra edilib', PROCESSING: 'Bankda emal olunur' },
    reference: 'İstinad nömrəsi',
    dateTime: 'Tarix və vaxt (Bakı)',
    description: 'Təyinat',
    counterparty: 'Qarşı tərəf',
    counterpartyAccount: 'Qarşı tərəfin hesabı',
    counterpartyBank: 'Qarşı tərəfin bankı',
    commission: 'Komissiya',
    otherSide: 'Qarşı tərəfin valyutasında',
    rate: 'Məzənnə',
    footer: 'Bu qəbz elektron formada tərtib edilib və imza tələb etmir.',
  },
  ru: {
    title: 'Квитанция об операции',
    amount: 'Сумма',
    status: 'Статус',
    statuses: { COMPLETED: 'Исполнена', PROCESSING: 'Обрабатывается банком' },
    reference: 'Номер операции',
    dateTime: 'Дата и время (Баку)',
    description: 'Назначение',
    counterparty: 'Контрагент',
    counterpartyAccount: 'Счёт контрагента',
    counterpartyBank: 'Банк контрагента',
    commission: 'Комиссия',
    otherSide: 'В валюте контрагента',
    rate: 'Курс',
    footer: 'Квитанция сформирована в электронном виде и не требует подписи.',
  },
  en: {
    title: 'Operation receipt',
    amount: 'Amount',
    status: 'Status',
    statuses: { COMPLETED: 'Completed', PROCESSING: 'Being processed by the banks' },
    reference: 'Reference number',
    dateTime: 'Date and time (Baku)',
    description: 'Description',
    counterparty: 'Counterparty',
    counterpartyAccount: 'Counterparty’s account',
    counterpartyBank: 'Counterparty’s bank',
    commission: 'Commission',
    otherSide: 'In the counterparty’s currency',
    rate: 'Exchange rate',
    footer: 'This receipt was issued electronically and needs no signature.',
  },
} as const satisfies Record<Locale, OperationReceiptLabels>;
