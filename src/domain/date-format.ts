const pad = (value: number) => String(value).padStart(2, '0');

const localDay = (date: Date) =>
  `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;

/** SPEC 9 date display: dd.MM.yyyy - HH:mm, in the viewer's local time. */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${localDay(date)} - ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** SPEC 9's day part, dd.MM.yyyy: a bank day (yyyy-MM-dd) as it is, an instant in local time. */
export function formatDate(value: Date | string): string {
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return localDay(date);
}
