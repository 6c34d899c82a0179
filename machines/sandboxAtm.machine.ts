/**
 * The sandbox ATM (issue 17): a person types the phone number and a withdrawal code from the
 * SMS, the ATM asks the bank (withdrawSandboxAtmCash) and dispenses the code's amount, or says
 * why not: a wrong, used or expired code (with the tries left), or the phone locked for 15
 * minutes after 5 refusals. Then it serves again. The bank call is an actor the app supplies.
 */
import { assign, fromPromise, setup } from 'xstate';
import { cashCodeDigits } from '../domain/cash-codes';
import { isValidMobilePhone, normalizePhone } from '../domain/loan-application-form';
import type { components } from '../openapi/generated/schema';
import { bankCalls, errorText, notProvided } from './bank-calls';
import { attemptsLeftOf } from './otp/one-time-code';

export type SandboxAtmWithdrawal = components['schemas']['SandboxAtmWithdrawal'];
export type SandboxAtmRequest = components['schemas']['SandboxAtmRequest'];

export interface SandboxAtmContext {
  /** The phone's 9 national digits as typed (a +994 dropped). */
  phone: string;
  code: string;
  /** Problems of the fields show once the person has pressed Withdraw. */
  showProblems: boolean;
  withdrawal: SandboxAtmWithdrawal | null;
  /** The bank's words for a refusal, and the tries it says are left. */
  refusal: { message: string; attemptsLeft: number | null } | null;
}

export type SandboxAtmEvent =
  | { type: 'PHONE.CHANGE'; value: string }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'AGAIN' };

export interface SandboxAtmServices {
  withdrawSandboxAtmCash: (request: SandboxAtmRequest) => Promise<SandboxAtmWithdrawal>;
}

/** What the fields lack: a mobile number of 9 digits, a code of 8. */
export function atmProblems(context: Pick<SandboxAtmContext, 'phone' | 'code'>) {
  return {
    phone: !isValidMobilePhone(context.phone),
    code: !new RegExp(`^[0-9]{${cashCodeDigits}}$`).test(context.code),
  };
}

const actors = {
  withdrawSandboxAtmCash: fromPromise<SandboxAtmWithdrawal, SandboxAtmRequest>(notProvided),
};
const bankCall = bankCalls<SandboxAtmContext, typeof actors>();

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

export const sandboxAtmMachine = setup({
  types: {
    context: {} as SandboxAtmContext,
    events: {} as SandboxAtmEvent,
    tags: {} as 'busy',
  },
  actors,
  guards: {
    complete: ({ context }) => {
      const problems = atmProblems(context);
      return !problems.phone && !problems.code;
    },
    locked: (_, error: unknown) => statusOf(error) === 429,
  },
  actions: {
    changePhone: assign(({ event }) =>
      event.type === 'PHONE.CHANGE' ? { phone: normalizePhone(event.value) } : {},
    ),
    changeCode: assign(({ event }) =>
      event.type === 'CODE.CHANGE'
        ? { code: event.value.replace(/\D/g, '').slice(0, cashCodeDigits) }
        : {},
    ),
    showProblems: assign({ showProblems: true }),
    keepWithdrawal: assign((_, withdrawal: SandboxAtmWithdrawal) => ({ withdrawal })),
    keepRefusal: assign((_, error: unknown) => ({
      refusal: { message: errorText(error), attemptsLeft: attemptsLeftOf(error) },
    })),
    // The next person's turn keeps the phone (the same customer may take another code).
    again: assign({ code: '', showProblems: false, withdrawal: null, refusal: null }),
  },
}).createMachine({
  id: 'sandboxAtm',
  initial: 'entering',
  context: { phone: '', code: '', showProblems: false, withdrawal: null, refusal: null },
  states: {
    entering: {
      on: {
        'PHONE.CHANGE': { actions: 'changePhone' },
        'CODE.CHANGE': { actions: 'changeCode' },
        SUBMIT: [{ guard: 'complete', target: 'withdrawing' }, { actions: 'showProblems' }],
      },
    },
    withdrawing: {
      tags: ['busy'],
      invoke: bankCall('withdrawSandboxAtmCash', {
        input: ({ context }) => ({ phone: context.phone, code: context.code }),
        onDone: { target: 'dispensed', actions: 'keepWithdrawal' },
        onError: [
          { guard: 'locked', target: 'locked', actions: 'keepRefusal' },
          { target: 'refused', actions: 'keepRefusal' },
        ],
      }),
    },
    dispensed: { on: { AGAIN: { target: 'entering', actions: 'again' } } },
    refused: { on: { AGAIN: { target: 'entering', actions: 'again' } } },
    locked: { on: { AGAIN: { target: 'entering', actions: 'again' } } },
  },
});
