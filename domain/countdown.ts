/**
 * PRODUCT 4.5: the time left to a deadline, shown as HH:MM:SS. Hours are not wrapped at 24, since a
 * request lives 72 hours ('71:59:59'), and a deadline in the past shows '00:00:00'.
 */

/** Milliseconds from `now` to the deadline; 0 once it has passed. */
export function remainingMs(deadline: string | Date, now: number): number {
  const at = typeof deadline === 'string' ? Date.parse(deadline) : deadline.getTime();
  return Math.max(0, at - now);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The time left as HH:MM:SS. Part of a second counts as a whole one, so '00:00:00' appears exactly
 * when the time is up, never a second early.
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [hours, minutes, seconds % 60].map(twoDigits).join(':');
}
