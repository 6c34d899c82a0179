/**
 * The change-password chart as a test model: what the customer and the bank can send in each
 * state, and a coarse state identity (state, which fields are filled, whether the new ones
 * match, the code's length), shared by the chart test and the dialog test.
 */
import type {
  ChangePasswordEvent,
  ChangePasswordField,
  changePasswordMachine,
} from '../../machines/changePassword.machine';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof changePasswordMachine>['events']>[0];

export const samples: Record<ChangePasswordField, string> = {
  currentPassword: 'Demo2026!',
  password: 'Bank2027!',
  passwordRepeat: 'Bank2027!',
};
const fields = Object.keys(samples) as ChangePasswordField[];

function fieldEvents({ context }: Snapshot): ChangePasswordEvent[] {
  return fields.map((field) => {
    const value: string = context[field];
    if (field === 'passwordRepeat' && value) {
      // A filled repeat either stops matching or is emptied.
      const next = value === context.password ? 'Bank2028!' : '';
      return { type: 'FIELD.CHANGE', field, value: next };
    }
    return { type: 'FIELD.CHANGE', field, value: value ? '' : samples[field] };
  });
}

export const changePasswordModel: ModelPathsOptions<typeof changePasswordMachine> = {
  events: (snapshot) => [
    ...fieldEvents(snapshot),
    { type: 'OTP.CHANGE', value: snapshot.context.otp ? '' : '123456' },
    ...(['OPEN', 'SUBMIT', 'OTP.SUBMIT', 'OTP.RESEND', 'CLOSE', 'RESET'] as const).map(
      (type) => ({ type }) as ChangePasswordEvent,
    ),
  ],
  actorResults: {
    startChange: { outputs: ['otp-session'], errors: [new Error('The current password is wrong')] },
    confirmChange: { outputs: [undefined], errors: [new Error('The code is wrong')] },
    resendOtp: { outputs: [undefined], errors: [new Error('Too many codes')] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      filled: fields.map((field) => context[field] !== ''),
      same: context.password === context.passwordRepeat,
      otp: context.otp.length,
    }),
};
