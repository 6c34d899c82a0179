/**
 * The session-ending chart as a test model: the sessions of /settings the customer can ask
 * about, what they press and what the bank answers, shared by the chart test and the page test.
 */
import type {
  SessionEndingEvent,
  sessionEndingMachine,
} from '../../machines/sessionEnding.machine';
import { leylasPhone, thisLaptop } from '../fake-bank/fixtures/sessions';
import type { ModelPathsOptions } from './support/model-paths';

export const sessionEndingModel: ModelPathsOptions<typeof sessionEndingMachine> = {
  events: () =>
    [
      { type: 'END_ONE', session: leylasPhone },
      // This browser's own session is never ended here: the chart refuses the event.
      { type: 'END_ONE', session: thisLaptop },
      { type: 'END_OTHERS' },
      { type: 'CONFIRM' },
      { type: 'KEEP' },
    ] satisfies SessionEndingEvent[],
  actorResults: {
    endSession: {
      outputs: [{ ended: 1 }],
      errors: [new Error('This session has already ended or was not found.')],
    },
    endOtherSessions: {
      outputs: [{ ended: 2 }],
      errors: [new Error('An error occurred. Try again a bit later.')],
    },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({ value, session: context.session?.id ?? null, refusal: context.refusal }),
};
