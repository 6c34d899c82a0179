import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignInHistoryView } from '../../src/features/settings/SignInHistoryView';
import { signInHistory } from '../../tests/fake-bank/fixtures/sessions';
import { failed, loaded, loading } from '../products/query-states';
import '../../src/features/settings/settings.css';

/** The last 20 sign-ins and failed attempts: each outcome, an unknown device, no IP. */
const meta = {
  title: 'Settings/SignInHistoryView',
  component: SignInHistoryView,
  args: { query: loaded(signInHistory) },
} satisfies Meta<typeof SignInHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Empty: Story = { args: { query: loaded([]) } };
export const Loading: Story = { args: { query: loading() } };
export const Failed: Story = { args: { query: failed() } };
