import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type CardOnlineEvent,
  cardOnlinePaymentsMachine,
} from '../../machines/cardOnlinePayments.machine';
import { CardOnlineSwitch } from '../../src/features/cards/CardOnlineSwitch';
import { refusal, sampleControls } from '../../tests/machines/cardControls.fixtures';
import { reach } from '../auth/auth-snapshots';
import '../../src/features/cards/card-controls.css';
import '../../src/features/cards/cards.css';

/** Every state of the online payments switch, reached with the real events. */
function View({ enabled, events }: { enabled: boolean; events: CardOnlineEvent[] }) {
  const snapshot = reach(
    cardOnlinePaymentsMachine,
    { cardId: sampleControls.cardId, enabled },
    events,
  );
  return <CardOnlineSwitch snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Cards/CardOnlineSwitch',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const answered = (onlinePayments: boolean) =>
  ({
    type: 'xstate.done.actor.setOnlinePayments',
    output: { ...sampleControls, onlinePayments },
  }) as unknown as CardOnlineEvent;
const failed = {
  type: 'xstate.error.actor.setOnlinePayments',
  error: refusal('INTERNAL_ERROR', 'An error occurred. Try again a bit later.'),
} as unknown as CardOnlineEvent;
const toggle: CardOnlineEvent = { type: 'TOGGLE' };

export const On: Story = { args: { enabled: true, events: [] } };
export const Off: Story = { args: { enabled: false, events: [] } };
export const TurningOff: Story = { args: { enabled: true, events: [toggle] } };
export const TurnedOff: Story = { args: { enabled: true, events: [toggle, answered(false)] } };
export const TurningOn: Story = { args: { enabled: false, events: [toggle] } };
export const Failed: Story = { args: { enabled: true, events: [toggle, failed] } };
