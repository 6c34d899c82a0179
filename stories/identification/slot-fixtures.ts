/** Identification slots for the stories and tests of the slot picker. */
import type { Slot } from '../../src/domain/identification-slots';

function quarter(day: number, startTime: string, endTime: string, booked = false): Slot {
  return {
    year: 2026,
    month: 11,
    day,
    startTime,
    endTime,
    status: booked ? 'BOOKED' : 'AVAILABLE',
  };
}

/**
 * 23.11: free at 10:00 and 10:30 (10:15 and 10:45 taken), 11:00 and the afternoon fully taken;
 * 24.11: fully taken. The night and evening ranges have no slots at all.
 */
export const sampleSlots: Slot[] = [
  quarter(23, '10:00', '10:15'),
  quarter(23, '10:15', '10:30', true),
  quarter(23, '10:30', '10:45'),
  quarter(23, '10:45', '11:00', true),
  quarter(23, '11:00', '11:15', true),
  quarter(23, '14:00', '14:15', true),
  quarter(24, '09:00', '09:15', true),
];
