import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ConsentAuthorizationEvent } from '../../machines/consentAuthorization.machine';
import { AuthorizeView } from '../../src/features/consents/AuthorizeView';
import { withAppContext } from '../home/app-context';
import { authorization, authorizationEvents, authorizationSnapshot } from './consent-snapshots';

/** The authorisation page in every state of its chart, reached with the real events. */
function View({ events }: { events: readonly ConsentAuthorizationEvent[] }) {
  return <AuthorizeView snapshot={authorizationSnapshot(events)} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Consents/AuthorizeView',
  component: View,
  decorators: [withAppContext],
  args: { events: [] },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;
const at = (events: readonly ConsentAuthorizationEvent[]): Story => ({ args: { events } });

export const Loading = at([]);
export const NotFound = at([authorizationEvents.notFound]);
/** Answered already (another tab), expired meanwhile, or nothing to grant. */
export const AnsweredBefore = at([authorizationEvents.answeredBefore]);
/** Who asks for what; nothing ticked yet, so Allow waits. */
export const Choosing = at(authorization.loaded);
export const TwoChosen = at(authorization.chosen);
export const Requesting = at([...authorization.chosen, { type: 'AUTHORIZE' }]);
export const RequestRefused = at([
  ...authorization.chosen,
  { type: 'AUTHORIZE' },
  authorizationEvents.authorizeRefused,
]);
export const Code = at(authorization.code);
export const CodeChecking = at([
  ...authorization.code,
  { type: 'OTP.CHANGE', value: '123456' },
  { type: 'OTP.SUBMIT' },
]);
export const Rejecting = at([...authorization.loaded, { type: 'REJECT' }]);
/** Authorised or rejected: the browser goes back to the third party. */
export const Leaving = at([
  ...authorization.code,
  { type: 'OTP.CHANGE', value: '123456' },
  { type: 'OTP.SUBMIT' },
  authorizationEvents.confirmed,
]);
