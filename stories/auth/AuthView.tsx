import { fn } from 'storybook/test';
import { AuthStageView } from '../../src/features/auth/AuthStageView';
import type { AuthSnapshot } from '../../src/features/auth/view';
import '../../src/app/shell/shell.css';

/** A stage as the guest layout shows it: in the auth card, sending events to a spy. */
export function AuthView({ snapshot }: { snapshot: AuthSnapshot }) {
  return (
    <main className="layout-auth__card">
      <AuthStageView snapshot={snapshot} send={fn().mockName('send')} />
    </main>
  );
}
