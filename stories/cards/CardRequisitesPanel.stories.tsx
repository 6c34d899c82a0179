import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type CardRequisitesEvent,
  cardRequisitesMachine,
} from '../../machines/cardRequisites.machine';
import { CardRequisitesPanel } from '../../src/features/cards/CardRequisitesPanel';
import {
  challenge,
  refusal,
  sampleControls,
  sampleRequisites,
} from '../../tests/machines/cardControls.fixtures';
import { reach } from '../auth/auth-snapshots';
import '../../src/features/cards/card-controls.css';
import '../../src/features/cards/cards.css';

/** Every state of the card requisites chart in its panel, reached with the real events. */
function View({ events }: { events: CardRequisitesEvent[] }) {
  const snapshot = reach(cardRequisitesMachine, { cardId: sampleControls.cardId }, events);
  return <CardRequisitesPanel snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Cards/CardRequisitesPanel',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const bank = (type: string, answer: unknown) =>
  (type.includes('.done.')
    ? { type, output: answer }
    : { type, error: answer }) as unknown as CardRequisitesEvent;

const requesting: CardRequisitesEvent[] = [{ type: 'SHOW' }];
const code: CardRequisitesEvent[] = [
  ...requesting,
  bank('xstate.done.actor.requestRequisitesCode', challenge),
  { type: 'OTP.CHANGE', value: '123456' },
];
const checking: CardRequisitesEvent[] = [...code, { type: 'OTP.SUBMIT' }];

export const Hidden: Story = { args: { events: [] } };
export const Requesting: Story = { args: { events: requesting } };
export const Unavailable: Story = {
  args: {
    events: [
      ...requesting,
      bank(
        'xstate.error.actor.requestRequisitesCode',
        refusal('CARD_REQUISITES_UNAVAILABLE', "This card's details cannot be shown here."),
      ),
    ],
  },
};
export const CodeEntry: Story = { args: { events: code } };
export const Checking: Story = { args: { events: checking } };
export const WrongCode: Story = {
  args: {
    events: [
      ...checking,
      bank('xstate.error.actor.revealRequisites', refusal('OTP_INVALID', 'The code is wrong.', 4)),
    ],
  },
};
export const Revealed: Story = {
  args: { events: [...checking, bank('xstate.done.actor.revealRequisites', sampleRequisites)] },
};
export const HiddenAgain: Story = {
  args: {
    events: [
      ...checking,
      bank('xstate.done.actor.revealRequisites', sampleRequisites),
      { type: 'HIDE' },
    ],
  },
};
