/**
 * The get-credit chart as a test model: what the customer and the bank can send in each state,
 * and a coarse state identity (state, type, whether amount and phone are valid, filled or empty,
 * whether the customer uses another number than the registered one, and whether the salary and
 * official income together pass the bank's rule).
 */

import {
  incomeMinor,
  incomeProblem,
  isValidMobilePhone,
  isValidRequestedAmount,
} from '../../domain/loan-application-form';
import type { GetCreditEvent, getCreditMachine } from '../../machines/getCredit.machine';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof getCreditMachine>['events']>[0];

/** Each field cycles empty → invalid → valid → empty. */
const cycles = {
  amount: ['', '299', '5000'],
  phone: ['', '551234567', '501234567'],
  // A salary of 0 is refused; an official income above the salary too.
  salary: ['', '0', '2400'],
  officialIncome: ['', '3000', '1800,50'],
} as const;

function next(field: keyof typeof cycles, value: string): string {
  const cycle: readonly string[] = cycles[field];
  const at = cycle.indexOf(value);
  return cycle[(at + 1) % cycle.length] ?? '';
}

function quality(value: string, valid: boolean): string {
  if (value === '') return 'empty';
  return valid ? 'valid' : 'invalid';
}

export const getCreditModel: ModelPathsOptions<typeof getCreditMachine> = {
  events: ({ context }: Snapshot): GetCreditEvent[] => [
    { type: 'TYPE.SELECT', value: context.type === 'LOAN' ? 'REFIN' : 'LOAN' },
    { type: 'FIELD.CHANGE', field: 'amount', value: next('amount', context.amount) },
    { type: 'FIELD.CHANGE', field: 'phone', value: next('phone', context.phone) },
    { type: 'FIELD.CHANGE', field: 'salary', value: next('salary', context.salary) },
    {
      type: 'FIELD.CHANGE',
      field: 'officialIncome',
      value: next('officialIncome', context.officialIncome),
    },
    { type: context.otherPhone ? 'PHONE.REGISTERED' : 'PHONE.OTHER' },
    { type: 'SUBMIT' },
  ],
  actorResults: {
    createApplication: {
      outputs: ['application-1'],
      errors: [new Error('Bu nömrə ilə müraciət etmək olmaz')],
    },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      type: context.type,
      amount: quality(context.amount, isValidRequestedAmount(context.amount)),
      phone: quality(context.phone, isValidMobilePhone(context.phone)),
      otherPhone: context.otherPhone,
      income:
        incomeProblem(incomeMinor(context.salary), incomeMinor(context.officialIncome)) ?? 'valid',
    }),
};
