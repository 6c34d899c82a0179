// The bank's time zone, written out rather than imported: calendar.ts brings Temporal, and the
// sandbox page that shows times is part of the first load.
const bakuParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Baku',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function inBaku(value: Date | string): Record<string, string> | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return undefined;
  return Object.fromEntries(bakuParts.formatToParts(date).map((part) => [part.type, part.value]));
}

/**
 * PRODUCT 9 date display: dd.MM.yyyy - HH:mm, in Baku time wherever the customer is: periods are
 * Baku days and statements print Baku time, so a line shows the time its day was counted in.
 */
export function formatDateTime(value: Date | string): string {
  const parts = inBaku(value);
  if (!parts) return '';
  return `${parts.day}.${parts.month}.${parts.year} - ${parts.hour}:${parts.minute}`;
}

/** PRODUCT 9's day part, dd.MM.yyyy: a bank day (yyyy-MM-dd) as it is, an instant in Baku. */
export function formatDate(value: Date | string): string {
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const parts = inBaku(value);
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : '';
}
