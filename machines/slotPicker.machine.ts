/**
 * Booking the video-identification call (issue 5, PRODUCT 5 and 9): day → range → hour → quarter,
 * each choice only where a quarter is AVAILABLE, with a step back at every level; or the
 * emergency "call me" reservation with no time. The customer's phone is asked for (the profile
 * only holds it masked). The bank calls are actors the app supplies with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  hourChoices,
  isAvailableQuarter,
  type Reservation,
  rangeChoices,
  type Slot,
  slotHour,
  slotRanges,
} from '../domain/identification-slots';
import { isValidMobilePhone, normalizePhone } from '../domain/loan-application-form';
import { bankCalls, bankError, notProvided } from './bank-calls';

export interface SlotPickerContext {
  slots: Slot[];
  day: string | null;
  range: number | null;
  hour: number | null;
  quarter: Slot | null;
  /** The 9 national digits. */
  phone: string;
  reservationType: Reservation['reservationType'];
}

export type SlotPickerEvent =
  | { type: 'DAY.SELECT'; day: string }
  | { type: 'RANGE.SELECT'; range: number }
  | { type: 'HOUR.SELECT'; hour: number }
  | { type: 'QUARTER.SELECT'; startTime: string }
  | { type: 'CALL_ME' }
  | { type: 'PHONE.CHANGE'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' };

/** What booking sends; the app adds the application and product. */
export type NewReservation = Pick<
  Reservation,
  'phoneNumber' | 'reservationType' | 'startTime' | 'endTime' | 'day' | 'month' | 'year'
>;

export interface SlotPickerServices {
  loadSlots: () => Promise<Slot[]>;
  createReservation: (reservation: NewReservation) => Promise<void>;
}

function reservationOf(context: SlotPickerContext): NewReservation {
  const quarter = context.reservationType === 'STANDARD' ? context.quarter : null;
  return {
    phoneNumber: context.phone,
    reservationType: context.reservationType,
    startTime: quarter?.startTime ?? null,
    endTime: quarter?.endTime ?? null,
    day: quarter?.day ?? null,
    month: quarter?.month ?? null,
    year: quarter?.year ?? null,
  };
}

const cleared = { day: null, range: null, hour: null, quarter: null } as const;

const actors = {
  loadSlots: fromPromise<Slot[]>(notProvided),
  createReservation: fromPromise<void, NewReservation>(notProvided),
};
const bankCall = bankCalls<SlotPickerContext, typeof actors>();

export const slotPickerMachine = setup({
  types: {
    context: {} as SlotPickerContext,
    events: {} as SlotPickerEvent,
    emitted: {} as { type: 'error'; message: string } | { type: 'booked' },
    tags: {} as 'busy',
  },
  actors,
  guards: {
    dayAvailable: ({ context, event }) =>
      event.type === 'DAY.SELECT' &&
      rangeChoices(context.slots, event.day).some((range) => range.available),
    rangeAvailable: ({ context, event }) =>
      event.type === 'RANGE.SELECT' &&
      context.day !== null &&
      (slotRanges as readonly number[]).includes(event.range) &&
      hourChoices(context.slots, context.day, event.range).some((hour) => hour.available),
    hourAvailable: ({ context, event }) =>
      event.type === 'HOUR.SELECT' &&
      context.day !== null &&
      context.range !== null &&
      hourChoices(context.slots, context.day, context.range).some(
        (hour) => hour.value === event.hour && hour.available,
      ),
    quarterAvailable: ({ context, event }) => {
      if (event.type !== 'QUARTER.SELECT' || context.day === null) return false;
      const quarter = isAvailableQuarter(context.slots, context.day, event.startTime);
      return quarter !== undefined && slotHour(quarter) === context.hour;
    },
    phoneValid: ({ context }) => isValidMobilePhone(context.phone),
    isEmergency: ({ context }) => context.reservationType === 'EMERGENCY',
  },
  actions: {
    keepSlots: assign((_, slots: Slot[]) => ({ slots, ...cleared })),
    chooseDay: assign(({ event }) => (event.type === 'DAY.SELECT' ? { day: event.day } : {})),
    chooseRange: assign(({ event }) =>
      event.type === 'RANGE.SELECT' ? { range: event.range } : {},
    ),
    chooseHour: assign(({ event }) => (event.type === 'HOUR.SELECT' ? { hour: event.hour } : {})),
    chooseQuarter: assign(({ context, event }) =>
      event.type === 'QUARTER.SELECT' && context.day
        ? {
            quarter: isAvailableQuarter(context.slots, context.day, event.startTime) ?? null,
            reservationType: 'STANDARD' as const,
          }
        : {},
    ),
    callMe: assign({ reservationType: 'EMERGENCY' as const }),
    changePhone: assign(({ event }) =>
      event.type === 'PHONE.CHANGE' ? { phone: normalizePhone(event.value) } : {},
    ),
    notifyError: emit(bankError),
    notifyBooked: emit({ type: 'booked' as const }),
  },
}).createMachine({
  id: 'slotPicker',
  initial: 'loading',
  context: {
    slots: [],
    ...cleared,
    phone: '',
    reservationType: 'STANDARD',
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: bankCall('loadSlots', {
        onDone: { target: 'day', actions: 'keepSlots' },
        onError: 'unavailable',
      }),
    },
    // The slots could not be read: the call-me option still works without them.
    unavailable: {
      on: { RETRY: 'loading', CALL_ME: { target: 'callMe', actions: 'callMe' } },
    },
    day: {
      on: {
        'DAY.SELECT': { guard: 'dayAvailable', target: 'range', actions: 'chooseDay' },
        CALL_ME: { target: 'callMe', actions: 'callMe' },
      },
    },
    range: {
      on: {
        'RANGE.SELECT': { guard: 'rangeAvailable', target: 'hour', actions: 'chooseRange' },
        BACK: 'day',
      },
    },
    hour: {
      on: {
        'HOUR.SELECT': { guard: 'hourAvailable', target: 'quarter', actions: 'chooseHour' },
        BACK: 'range',
      },
    },
    quarter: {
      on: {
        'QUARTER.SELECT': {
          guard: 'quarterAvailable',
          target: 'confirm',
          actions: 'chooseQuarter',
        },
        BACK: 'hour',
      },
    },
    confirm: {
      on: {
        'PHONE.CHANGE': { actions: 'changePhone' },
        CONFIRM: { guard: 'phoneValid', target: 'booking' },
        BACK: 'quarter',
      },
    },
    callMe: {
      on: {
        'PHONE.CHANGE': { actions: 'changePhone' },
        CONFIRM: { guard: 'phoneValid', target: 'booking' },
        BACK: 'loading',
      },
    },
    booking: {
      tags: ['busy'],
      invoke: bankCall('createReservation', {
        input: ({ context }) => reservationOf(context),
        onDone: 'booked',
        onError: { target: 'failed', actions: 'notifyError' },
      }),
    },
    // The quarter may have gone meanwhile: trying again reads the slots afresh.
    failed: {
      on: {
        RETRY: [{ guard: 'isEmergency', target: 'callMe' }, { target: 'loading' }],
      },
    },
    booked: { type: 'final', entry: 'notifyBooked' },
  },
});
