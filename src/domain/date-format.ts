const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC 9 date display: dd.MM.yyyy - HH:mm, in the viewer's local time. */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  return `${day} - ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
