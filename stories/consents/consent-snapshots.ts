/**
 * Snapshots of the real consent charts (authorisation, revocation, the sandbox third party),
 * reached by sending them the events the customer and the bank would.
 */
import { fn } from 'storybook/test';
import {
  type ConsentAuthorizationEvent,
  consentAuthorizationMachine,
} from '../../machines/consentAuthorization.machine';
import {
  type ConsentRevocationEvent,
  consentRevocationMachine,
  type EndableConsent,
} from '../../machines/consentRevocation.machine';
import { type SandboxTppEvent, sandboxTppMachine } from '../../machines/sandboxTpp.machine';
import {
  receivedConsent,
  sandboxTpps,
  tppRead,
  tppRefused,
  validConsent,
  validConsentDetails,
} from '../../tests/fake-bank/fixtures/consents';
import {
  answered as confirmed,
  rejectedAnswer,
} from '../../tests/machines/consentAuthorization.model';
import { reach } from '../auth/auth-snapshots';

const done = <E>(id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as E;
const refused = <E>(id: string, message: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as unknown as E;

export const authorizationSnapshot = (events: readonly ConsentAuthorizationEvent[]) =>
  reach(consentAuthorizationMachine, { consentId: receivedConsent.id }, events);

const [first, second] = receivedConsent.grantable.map((account) => account.id) as [string, string];
export const authorization = {
  loaded: [done<ConsentAuthorizationEvent>('getAccountConsent', receivedConsent)],
  get chosen() {
    return [
      ...this.loaded,
      { type: 'TOGGLE', accountId: first },
      { type: 'TOGGLE', accountId: second },
    ] as ConsentAuthorizationEvent[];
  },
  get code() {
    return [
      ...this.chosen,
      { type: 'AUTHORIZE' },
      done('authorizeAccountConsent', { sessionId: 's-1', expiresAt: '2026-11-23T09:05:00Z' }),
    ] as ConsentAuthorizationEvent[];
  },
};
export const authorizationEvents = {
  notFound: refused<ConsentAuthorizationEvent>('getAccountConsent', 'The consent was not found.'),
  answeredBefore: done<ConsentAuthorizationEvent>('getAccountConsent', validConsentDetails),
  authorizeRefused: refused<ConsentAuthorizationEvent>(
    'authorizeAccountConsent',
    'Too many SMS today. Try again tomorrow.',
  ),
  confirmed: done<ConsentAuthorizationEvent>('confirmAccountConsent', confirmed),
  rejected: done<ConsentAuthorizationEvent>('rejectAccountConsent', rejectedAnswer),
};

export const revocationSnapshot = (events: readonly ConsentRevocationEvent[] = []) =>
  reach(consentRevocationMachine, undefined, events);
export const budgetConsent: EndableConsent = {
  id: validConsent.id,
  name: validConsent.institution.name,
  active: true,
};
export const revocation = {
  asking: (consent: EndableConsent = budgetConsent): ConsentRevocationEvent[] => [
    { type: 'ASK', consent },
  ],
  ending: (consent: EndableConsent = budgetConsent): ConsentRevocationEvent[] => [
    { type: 'ASK', consent },
    { type: 'CONFIRM' },
  ],
  refused: (consent: EndableConsent = budgetConsent): ConsentRevocationEvent[] => [
    { type: 'ASK', consent },
    { type: 'CONFIRM' },
    refused('endConsent', 'The consent gives no access any more.'),
  ],
};
export const revocationProps = (events: readonly ConsentRevocationEvent[] = []) => ({
  snapshot: revocationSnapshot(events),
  send: fn().mockName('revoke'),
});

export const tppSnapshot = (
  events: readonly SandboxTppEvent[],
  back: { tppId: string | null; consentId: string | null } = { tppId: null, consentId: null },
) => reach(sandboxTppMachine, { ...back, validUntil: '2027-02-21' }, events);
const [budget] = sandboxTpps as [(typeof sandboxTpps)[number]];
export const tppBack = { tppId: budget.id, consentId: validConsent.id };
export const tpp = {
  listed: done<SandboxTppEvent>('listSandboxTpps', sandboxTpps),
  listFailed: refused<SandboxTppEvent>('listSandboxTpps', ''),
  request: { type: 'REQUEST' } as SandboxTppEvent,
  requestRefused: refused<SandboxTppEvent>(
    'requestSandboxTppConsent',
    'The consent may last at most 180 days.',
  ),
  read: done<SandboxTppEvent>('readSandboxTppData', tppRead),
  readRefused: done<SandboxTppEvent>('readSandboxTppData', tppRefused),
};
