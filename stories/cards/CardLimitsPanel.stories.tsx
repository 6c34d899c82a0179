import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type CardLimitsEvent, cardLimitsMachine } from '../../machines/cardLimits.machine';
import { CardLimitsPanel } from '../../src/features/cards/CardLimitsPanel';
import {
  challenge,
  lowerOnline,
  refusal,
  sampleControls,
} from '../../tests/machines/cardControls.fixtures';
import { reach } from '../auth/auth-snapshots';
import '../../src/features/cards/card-controls.css';
import '../../src/features/cards/cards.css';

/** Every state of the card limits chart in its panel, reached with the real events. */
function View({ events }: { events: CardLimitsEvent[] }) {
  const snapshot = reach(cardLimitsMachine, { controls: sampleControls }, events);
  return <CardLimitsPanel snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Cards/CardLimitsPanel',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const bank = (type: string, answer: unknown) =>
  (type.includes('.done.')
    ? { type, output: answer }
    : { type, error: answer }) as unknown as CardLimitsEvent;

const editing: CardLimitsEvent[] = [{ type: 'EDIT' }];
const typed: CardLimitsEvent[] = [
  ...editing,
  { type: 'LIMIT.CHANGE', limit: 'online', value: '150' },
];
const requesting: CardLimitsEvent[] = [...typed, { type: 'SUBMIT' }];
const code: CardLimitsEvent[] = [
  ...requesting,
  bank('xstate.done.actor.requestLimitsCode', challenge),
];
const codeTyped: CardLimitsEvent[] = [...code, { type: 'OTP.CHANGE', value: '123456' }];
const saving: CardLimitsEvent[] = [...codeTyped, { type: 'OTP.SUBMIT' }];

export const Viewing: Story = { args: { events: [] } };
export const Editing: Story = { args: { events: typed } };
export const Invalid: Story = {
  args: {
    events: [
      ...editing,
      { type: 'LIMIT.CHANGE', limit: 'cash', value: '6000' },
      { type: 'LIMIT.CHANGE', limit: 'online', value: '-5' },
      { type: 'SUBMIT' },
    ],
  },
};
export const RequestingCode: Story = { args: { events: requesting } };
export const CodeRefusedToSend: Story = {
  args: {
    events: [
      ...requesting,
      bank(
        'xstate.error.actor.requestLimitsCode',
        refusal('SMS_LIMIT_REACHED', 'Too many codes were sent. Try again in an hour.'),
      ),
    ],
  },
};
export const CodeEntry: Story = { args: { events: codeTyped } };
export const Saving: Story = { args: { events: saving } };
export const WrongCode: Story = {
  args: {
    events: [
      ...saving,
      bank('xstate.error.actor.confirmLimits', refusal('OTP_INVALID', 'The code is wrong.', 4)),
    ],
  },
};
export const Saved: Story = {
  args: { events: [...saving, bank('xstate.done.actor.confirmLimits', lowerOnline)] },
};
export const Refused: Story = {
  args: {
    events: [
      ...saving,
      bank(
        'xstate.error.actor.confirmLimits',
        refusal('OTP_EXPIRED', 'The code has expired. Ask for a new one.'),
      ),
    ],
  },
};
