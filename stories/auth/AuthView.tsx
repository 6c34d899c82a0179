import { fn } from 'storybook/test';
import { AuthStageView } from '../../src/features/auth/AuthStageView';
import type { AuthSnapshot } from '../../src/features/auth/view';
import '../../src/app/shell/shell.css';

/** A stage as the guest layout shows it: in the auth card, sending events to a spy. */
export function AuthView({
  snapshot,
  endedForInactivity,
}: {
  snapshot: AuthSnapshot;
  /** The sign-in page after the session ended for inactivity (?ended=inactivity). */
  endedForInactivity?: boolean;
}) {
  return (
    <main className="layout-auth__card">
      <AuthStageView
        snapshot={snapshot}
        send={fn().mockName('send')}
        endedForInactivity={endedForInactivity}
      />
    </main>
  );
}
