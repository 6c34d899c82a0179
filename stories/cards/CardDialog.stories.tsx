import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type CardBlockEvent, cardBlockMachine } from '../../machines/cardBlock.machine';
import { CardDialogView } from '../../src/features/cards/CardDialog';
import type { Card } from '../../src/shared/queries/cards';
import { blockedVisa, visaClassic } from '../../tests/fake-bank/fixtures/cards';
import { reach } from '../auth/auth-snapshots';

/** Every state of the card block chart in the card's dialog, reached with the real events. */
function View({ card, events }: { card: Card; events: CardBlockEvent[] }) {
  const snapshot = reach(cardBlockMachine, { cardId: card.id, status: card.status }, events);
  // The dialog shows the card as the list has it: after a result, with the bank's status.
  const shown = { ...card, status: snapshot.context.status };
  return (
    <CardDialogView
      card={shown}
      snapshot={snapshot}
      send={fn().mockName('send')}
      onClose={fn().mockName('onClose')}
    />
  );
}

const meta = {
  title: 'Cards/CardDialog',
  component: View,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const bank = (type: string, output?: Card) =>
  ({ type, output, error: new Error('refused') }) as unknown as CardBlockEvent;
const asked: CardBlockEvent[] = [{ type: 'BLOCK' }];
const blocking: CardBlockEvent[] = [...asked, { type: 'CONFIRM' }];
const activating: CardBlockEvent[] = [{ type: 'ACTIVATE' }];

export const Idle: Story = { args: { card: visaClassic, events: [] } };
export const Confirming: Story = { args: { card: visaClassic, events: asked } };
export const Blocking: Story = { args: { card: visaClassic, events: blocking } };
export const BlockFailed: Story = {
  args: { card: visaClassic, events: [...blocking, bank('xstate.error.actor.blockCard')] },
};
export const Blocked: Story = {
  args: {
    card: visaClassic,
    events: [...blocking, bank('xstate.done.actor.blockCard', blockedVisa)],
  },
};
/** A blocked card: unblocking needs no confirmation. */
export const IdleBlocked: Story = { args: { card: blockedVisa, events: [] } };
export const Activating: Story = { args: { card: blockedVisa, events: activating } };
export const ActivateFailed: Story = {
  args: { card: blockedVisa, events: [...activating, bank('xstate.error.actor.activateCard')] },
};
export const Activated: Story = {
  args: {
    card: blockedVisa,
    events: [...activating, bank('xstate.done.actor.activateCard', visaClassic)],
  },
};
