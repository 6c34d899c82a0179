import type { SnapshotFrom } from 'xstate';
import type {
  SessionEndingEvent,
  sessionEndingMachine,
} from '../../../machines/sessionEnding.machine';

/** The session-ending chart as the sessions list and its dialog draw it. */
export interface SessionEndingProps {
  snapshot: SnapshotFrom<typeof sessionEndingMachine>;
  send: (event: SessionEndingEvent) => void;
}
