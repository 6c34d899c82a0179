/**
 * Starting a credit or refinancing application on /get-credit (issue 5, PRODUCT 5 and 9): the
 * customer fills the type, amount, phone, monthly salary and official income (SPEC 3), the bank
 * creates the application, and the page moves on to the request. The phone starts as the customer's registered mobile, which the bank
 * fills in itself; the customer types one only to use another (issue 15). The bank call is an
 * actor the app supplies with machine.provide().
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  incomeMinor,
  incomeProblem,
  isValidMobilePhone,
  isValidRequestedAmount,
  type NewApplicationType,
  normalizeIncome,
  normalizePhone,
  normalizeRequestedAmount,
  requestedAmountValue,
} from '../domain/loan-application-form';
import type { components } from '../openapi/generated/schema';
import { bankCalls, bankError, notProvided } from './bank-calls';

export type GetCreditField = 'amount' | 'phone' | 'salary' | 'officialIncome';

export interface GetCreditContext {
  type: NewApplicationType;
  /** Whole manats as typed (digits only). */
  amount: string;
  /** The 9 national digits, when the customer uses another number than the registered one. */
  phone: string;
  /** The customer types another number instead of using their registered mobile. */
  otherPhone: boolean;
  /** Monthly salary in manat as typed (SPEC 3), required. */
  salary: string;
  /** The officially confirmed part of it in manat as typed, optional. */
  officialIncome: string;
  /** The application the bank created. */
  applicationId: string | null;
}

export type GetCreditEvent =
  | { type: 'TYPE.SELECT'; value: NewApplicationType }
  | { type: 'FIELD.CHANGE'; field: GetCreditField; value: string }
  | { type: 'PHONE.OTHER' }
  | { type: 'PHONE.REGISTERED' }
  | { type: 'SUBMIT' };

export type NewApplication = components['schemas']['NewLoanApplication'];

/** The bank call that starts an application; resolves to the new application's id. */
export interface GetCreditServices {
  createApplication: (input: NewApplication) => Promise<string>;
}

const normalize: Record<GetCreditField, (value: string) => string> = {
  amount: normalizeRequestedAmount,
  phone: normalizePhone,
  salary: normalizeIncome,
  officialIncome: normalizeIncome,
};

const actors = { createApplication: fromPromise<string, NewApplication>(notProvided) };
const bankCall = bankCalls<GetCreditContext, typeof actors>();

export const getCreditMachine = setup({
  types: {
    context: {} as GetCreditContext,
    events: {} as GetCreditEvent,
    emitted: {} as { type: 'error'; message: string } | { type: 'created'; id: string },
    tags: {} as 'busy',
  },
  actors,
  guards: {
    formValid: ({ context }) =>
      isValidRequestedAmount(context.amount) &&
      (!context.otherPhone || isValidMobilePhone(context.phone)) &&
      incomeProblem(incomeMinor(context.salary), incomeMinor(context.officialIncome)) === null,
  },
  actions: {
    selectType: assign(({ context, event }) =>
      event.type === 'TYPE.SELECT' ? { ...context, type: event.value } : context,
    ),
    changeField: assign(({ context, event }) =>
      event.type === 'FIELD.CHANGE'
        ? { ...context, [event.field]: normalize[event.field](event.value) }
        : context,
    ),
    useOtherPhone: assign({ otherPhone: true }),
    useRegisteredPhone: assign({ otherPhone: false, phone: '' }),
    keepApplication: assign((_, id: string) => ({ applicationId: id })),
    notifyError: emit(bankError),
    notifyCreated: emit(({ context }) => ({
      type: 'created' as const,
      id: context.applicationId ?? '',
    })),
  },
}).createMachine({
  id: 'getCredit',
  initial: 'editing',
  context: {
    type: 'LOAN',
    amount: '',
    phone: '',
    otherPhone: false,
    salary: '',
    officialIncome: '',
    applicationId: null,
  },
  states: {
    editing: {
      on: {
        'TYPE.SELECT': { actions: 'selectType' },
        'FIELD.CHANGE': { actions: 'changeField' },
        'PHONE.OTHER': { actions: 'useOtherPhone' },
        'PHONE.REGISTERED': { actions: 'useRegisteredPhone' },
        SUBMIT: { guard: 'formValid', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: bankCall('createApplication', {
        input: ({ context }) => ({
          type: context.type,
          requestedAmount: requestedAmountValue(context.amount) ?? 0,
          ...(context.otherPhone ? { customerPhoneNumber: context.phone } : {}),
          salary: incomeMinor(context.salary) ?? 0,
          ...(context.officialIncome === ''
            ? {}
            : { officialIncome: incomeMinor(context.officialIncome) ?? 0 }),
        }),
        onDone: { target: 'done', actions: 'keepApplication' },
        onError: { target: 'failed', actions: 'notifyError' },
      }),
    },
    // The form stays filled so the customer can correct it and try again.
    failed: {
      on: {
        'TYPE.SELECT': { target: 'editing', actions: 'selectType' },
        'FIELD.CHANGE': { target: 'editing', actions: 'changeField' },
        'PHONE.OTHER': { target: 'editing', actions: 'useOtherPhone' },
        'PHONE.REGISTERED': { target: 'editing', actions: 'useRegisteredPhone' },
        SUBMIT: { guard: 'formValid', target: 'submitting' },
      },
    },
    done: { type: 'final', entry: 'notifyCreated' },
  },
});
