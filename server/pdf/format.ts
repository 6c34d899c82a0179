/** How the bank's PDFs print dates (PRODUCT 9: dd.MM.yyyy - HH:mm, in Baku) and money (PRODUCT 9). */
import { Temporal } from 'temporal-polyfill';
import { bankTimeZone } from '../../domain/calendar';
import { formatMoney } from '../../domain/money';

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as dd.MM.yyyy, from its yyyy-MM-dd form. */
export function printedDate(date: string): string {
  const { day, month, year } = Temporal.PlainDate.from(date);
  return `${pad(day)}.${pad(month)}.${year}`;
}

/** A moment as dd.MM.yyyy - HH:mm on Baku's clock, wherever the server runs. */
export function printedDateTime(epochMilliseconds: number): string {
  const local =
    Temporal.Instant.fromEpochMilliseconds(epochMilliseconds).toZonedDateTimeISO(bankTimeZone);
  return `${printedDate(local.toPlainDate().toString())} - ${pad(local.hour)}:${pad(local.minute)}`;
}

export function printedMoney(minor: bigint, currency: string): string {
  return formatMoney(Number(minor), currency);
}
