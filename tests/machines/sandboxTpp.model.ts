/**
 * The sandbox third party's chart as a test model: a fresh visit and a return from the bank with
 * a consent, the tester's choices and the bank's answers.
 */
import type { SandboxTppEvent, sandboxTppMachine } from '../../machines/sandboxTpp.machine';
import { sandboxTpps, tppRead, tppRefused, validConsent } from '../fake-bank/fixtures/consents';
import type { ModelPathsOptions } from './support/model-paths';

const [first, second] = sandboxTpps as [(typeof sandboxTpps)[number], (typeof sandboxTpps)[number]];
export const tppInputs = [
  { tppId: null, consentId: null, validUntil: '2027-02-21' },
  { tppId: first.id, consentId: validConsent.id, validUntil: '2027-02-21' },
] as const;

export const sandboxTppModel: ModelPathsOptions<typeof sandboxTppMachine> = {
  inputs: tppInputs,
  events: ({ context }) => [
    { type: 'TPP', tppId: context.tppId === first.id ? second.id : first.id },
    // Take every right away and give one back: with none the request waits.
    { type: 'RIGHT', right: 'accounts' },
    { type: 'RIGHT', right: context.access.accounts ? 'balances' : 'accounts' },
    { type: 'UNTIL', value: context.validUntil ? '' : '2027-02-21' },
    { type: 'FREQUENCY', value: context.frequencyPerDay === 4 ? 1 : 4 },
    { type: 'READ', attended: true },
    { type: 'READ', attended: false },
    ...(['REQUEST', 'NEW', 'RETRY'] as const).map((type) => ({ type }) as SandboxTppEvent),
  ],
  actorResults: {
    listSandboxTpps: { outputs: [sandboxTpps], errors: [new Error('The bank did not answer')] },
    requestSandboxTppConsent: {
      outputs: [
        {
          consentId: validConsent.id,
          consentStatus: 'received',
          scaRedirect: `/consents/${validConsent.id}/authorize`,
        },
      ],
      errors: [new Error('The consent may last at most 180 days')],
    },
    readSandboxTppData: {
      outputs: [tppRead, tppRefused],
      errors: [new Error('The bank did not answer')],
    },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      tpp: context.tppId,
      rights: Object.values(context.access).filter(Boolean).length,
      until: context.validUntil !== '',
      frequency: context.frequencyPerDay,
      consent: context.consentId !== null,
      read: context.read?.refusal ? 'refused' : context.read ? 'read' : null,
      refusal: context.refusal !== null,
    }),
};
