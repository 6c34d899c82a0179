import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sessionEndingMachine } from '../../machines/sessionEnding.machine';
import { SessionsView } from '../../src/features/settings/SessionsView';
import { SettingsView } from '../../src/features/settings/SettingsView';
import { SignInHistoryView } from '../../src/features/settings/SignInHistoryView';
import { Button } from '../../src/shared/ui/Button/Button';
import { sessions, signInHistory } from '../../tests/fake-bank/fixtures/sessions';
import { reach } from '../auth/auth-snapshots';
import { withAppContext } from '../home/app-context';
import { loaded } from '../products/query-states';

/** The whole page as its route composes it, with a plain button for the password change. */
const meta = {
  title: 'Settings/SettingsView',
  component: SettingsView,
  decorators: [withAppContext],
  args: {
    password: <Button variant="secondary">Change password</Button>,
    sessions: (
      <SessionsView
        query={loaded(sessions)}
        ending={{ snapshot: reach(sessionEndingMachine, undefined, []), send: fn() }}
      />
    ),
    history: <SignInHistoryView query={loaded(signInHistory)} />,
  },
} satisfies Meta<typeof SettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
