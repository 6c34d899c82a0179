/**
 * The sandbox signing app as a test model: a session open or already signed, signing, and the
 * link unknown (404), the bank refusing otherwise, or not reached at all.
 */
import type { SigningAppEvent, signingAppMachine } from '../../machines/signingApp.machine';
import { sampleSigningSession } from '../fake-bank/fixtures/signing';
import type { ModelPathsOptions } from './support/model-paths';

const refusal = (status: number, message: string) => Object.assign(new Error(message), { status });

export const signingAppModel: ModelPathsOptions<typeof signingAppMachine> = {
  events: (): SigningAppEvent[] => [{ type: 'SIGN' }, { type: 'RETRY' }],
  actorResults: {
    loadSession: {
      outputs: [sampleSigningSession, { ...sampleSigningSession, status: 'SIGNED' }],
      errors: [refusal(404, 'Tapılmadı'), refusal(500, 'Xəta baş verdi'), new TypeError('offline')],
    },
    sign: {
      outputs: [{ ...sampleSigningSession, status: 'SIGNED' }],
      errors: [refusal(404, 'Tapılmadı'), refusal(409, 'Artıq imzalanıb')],
    },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({ value, status: context.session?.status, problem: context.problem }),
};
