/**
 * Booking the video-identification call (issue 5, PRODUCT 5 and 9): day → range → hour → quarter,
 * each choice only where a quarter is AVAILABLE, with a step back at every level; or the
 * emergency "call me" reservation with no time. The call goes to the application's mobile number,
 * given once when applying (issue 15); the phone is asked for only when that number is not known.
 * The bank calls are actors the app supplies with machine.provide().
 *
 * Started with `mode: 'move'` (issue 15), the chart first shows the booked call and offers to
 * change its time until the operator starts the call: the same picker then moves the booking
 * (rebookReservation) instead of making one, and a refusal because the call has started (or the
 * request moved on) ends in `started`, the booked call kept.
 */
import { and, assign, emit, fromPromise, setup } from 'xstate';
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
import { bankCalls, bankError, errorText, notProvided } from './bank-calls';

export interface SlotPickerInput {
  /** 'book' makes the first booking; 'move' shows the booked call and moves it. */
  mode: 'book' | 'move';
  /** The application's mobile number (9 digits), when known: the call goes there. */
  phone?: string;
}

export interface SlotPickerContext {
  mode: SlotPickerInput['mode'];
  /** The booked call while moving it; null until read (or when it could not be). */
  booked: Reservation | null;
  /** The bank's words when it refused to move the call. */
  refusal: string;
  slots: Slot[];
  day: string | null;
  range: number | null;
  hour: number | null;
  quarter: Slot | null;
  /** The 9 national digits. */
  phone: string;
  /** No valid number is known for the call, so the customer types one. */
  askPhone: boolean;
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
  | { type: 'RETRY' }
  | { type: 'CHANGE' }
  | { type: 'KEEP' };

/** What booking sends; the app adds the application and product. */
export type NewReservation = Pick<
  Reservation,
  'phoneNumber' | 'reservationType' | 'startTime' | 'endTime' | 'day' | 'month' | 'year'
>;

export interface SlotPickerServices {
  loadSlots: () => Promise<Slot[]>;
  createReservation: (reservation: NewReservation) => Promise<void>;
  loadReservation: () => Promise<Reservation>;
  rebookReservation: (reservation: NewReservation) => Promise<Reservation>;
}

export type SlotPickerEmitted =
  | { type: 'error'; message: string }
  | { type: 'booked' }
  | { type: 'moved'; reservation: Reservation }
  | { type: 'tooLate' };

/** The refusals that mean the call can no longer move: it has started, or the request moved on. */
const tooLateCodes: readonly unknown[] = [
  'IDENTIFICATION_CALL_STARTED',
  'APPLICATION_STATUS_CONFLICT',
];

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
  loadReservation: fromPromise<Reservation>(notProvided),
  rebookReservation: fromPromise<Reservation, NewReservation>(notProvided),
};
const bankCall = bankCalls<SlotPickerContext, typeof actors>();

export const slotPickerMachine = setup({
  types: {
    context: {} as SlotPickerContext,
    input: {} as SlotPickerInput | undefined,
    events: {} as SlotPickerEvent,
    emitted: {} as SlotPickerEmitted,
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
    isMove: ({ context }) => context.mode === 'move',
    callStarted: (_, booked: Reservation) => booked.callStarted === true,
    tooLate: (_, error: unknown) => tooLateCodes.includes((error as { code?: unknown })?.code),
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
    keepBooking: assign((_, booked: Reservation) => ({
      booked,
      phone: booked.phoneNumber,
      askPhone: false,
      reservationType: booked.reservationType,
    })),
    keepRefusal: assign((_, error: unknown) => ({ refusal: errorText(error) })),
    notifyError: emit(bankError),
    notifyBooked: emit({ type: 'booked' as const }),
    notifyMoved: emit((_, reservation: Reservation) => ({ type: 'moved' as const, reservation })),
    notifyTooLate: emit({ type: 'tooLate' as const }),
  },
}).createMachine({
  id: 'slotPicker',
  initial: 'start',
  context: ({ input }) => ({
    mode: input?.mode ?? 'book',
    booked: null,
    refusal: '',
    slots: [],
    ...cleared,
    phone: input?.phone ?? '',
    askPhone: !isValidMobilePhone(input?.phone ?? ''),
    reservationType: 'STANDARD',
  }),
  states: {
    start: { always: [{ guard: 'isMove', target: 'reading' }, { target: 'loading' }] },
    reading: {
      tags: ['busy'],
      invoke: bankCall('loadReservation', {
        onDone: [
          { guard: 'callStarted', target: 'started', actions: 'keepBooking' },
          { target: 'scheduled', actions: 'keepBooking' },
        ],
        // The time is shown as "an operator will call you"; moving it still works.
        onError: 'scheduled',
      }),
    },
    scheduled: { on: { CHANGE: 'loading' } },
    // The operator has started the call: nothing is left to change here.
    started: {},
    loading: {
      tags: ['busy'],
      invoke: bankCall('loadSlots', {
        onDone: { target: 'day', actions: 'keepSlots' },
        onError: 'unavailable',
      }),
    },
    // The slots could not be read: the call-me option still works without them.
    unavailable: {
      on: {
        RETRY: 'loading',
        CALL_ME: { target: 'callMe', actions: 'callMe' },
        KEEP: { guard: 'isMove', target: 'scheduled' },
      },
    },
    day: {
      on: {
        'DAY.SELECT': { guard: 'dayAvailable', target: 'range', actions: 'chooseDay' },
        CALL_ME: { target: 'callMe', actions: 'callMe' },
        KEEP: { guard: 'isMove', target: 'scheduled' },
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
        CONFIRM: [
          { guard: and(['phoneValid', 'isMove']), target: 'rebooking' },
          { guard: 'phoneValid', target: 'booking' },
        ],
        BACK: 'quarter',
      },
    },
    callMe: {
      on: {
        'PHONE.CHANGE': { actions: 'changePhone' },
        CONFIRM: [
          { guard: and(['phoneValid', 'isMove']), target: 'rebooking' },
          { guard: 'phoneValid', target: 'booking' },
        ],
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
    rebooking: {
      tags: ['busy'],
      invoke: bankCall('rebookReservation', {
        input: ({ context }) => reservationOf(context),
        onDone: { target: 'scheduled', actions: ['keepBooking', 'notifyMoved'] },
        onError: [
          { guard: 'tooLate', target: 'started', actions: ['keepRefusal', 'notifyTooLate'] },
          { target: 'failed', actions: 'notifyError' },
        ],
      }),
    },
    // The quarter may have gone meanwhile: trying again reads the slots afresh. A call being
    // moved keeps its old time until a move goes through.
    failed: {
      on: {
        RETRY: [{ guard: 'isEmergency', target: 'callMe' }, { target: 'loading' }],
        KEEP: { guard: 'isMove', target: 'scheduled' },
      },
    },
    booked: { type: 'final', entry: 'notifyBooked' },
  },
});
