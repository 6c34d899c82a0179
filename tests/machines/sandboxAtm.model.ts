/**
 * The sandbox ATM chart as a test model: a phone and a code typed (empty, incomplete, right),
 * Withdraw, and the bank's answers (dispensed; refused with the tries left; locked), shared by
 * the chart test and the screen test.
 */
import type {
  SandboxAtmContext,
  SandboxAtmEvent,
  sandboxAtmMachine,
} from '../../machines/sandboxAtm.machine';
import { ApiError } from '../../src/shared/api/errors';
import { atmWithdrawal } from '../fake-bank/fixtures/cash-codes';
import { bankError } from '../fake-bank/fixtures/errors';
import type { ModelPathsOptions } from './support/model-paths';

export const atmRefusals = {
  refused: {
    ...bankError('ATM_CODE_REFUSED', 'The code is wrong, already used or expired.'),
    attemptsLeft: 3,
  },
  locked: bankError('ATM_LOCKED', 'Too many wrong codes for this number. Try again in 15 min.'),
};
export const refusals = {
  refused: new ApiError(400, atmRefusals.refused),
  locked: new ApiError(429, atmRefusals.locked),
};

const phones = ['', '50123', '501234567'];
const codes = ['', '1234', '12345678'];
const next = (list: string[], now: string) => list[(list.indexOf(now) + 1) % list.length] ?? '';

export const sandboxAtmModel: ModelPathsOptions<typeof sandboxAtmMachine> = {
  events: (snapshot) => {
    const { phone, code } = snapshot.context as SandboxAtmContext;
    return [
      { type: 'PHONE.CHANGE', value: next(phones, phone) },
      { type: 'CODE.CHANGE', value: next(codes, code) },
      ...(['SUBMIT', 'AGAIN'] as const).map((type) => ({ type }) as SandboxAtmEvent),
    ];
  },
  actorResults: {
    withdrawSandboxAtmCash: {
      outputs: [atmWithdrawal],
      errors: [refusals.refused, refusals.locked],
    },
  },
  serializeState: ({ value, context }) => {
    const { phone, code, showProblems, withdrawal, refusal } = context as SandboxAtmContext;
    return JSON.stringify({
      value,
      phone,
      code,
      showProblems,
      dispensed: withdrawal?.amount ?? null,
      left: refusal?.attemptsLeft ?? null,
    });
  },
};
