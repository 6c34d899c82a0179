import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { type CardBlockEvent, cardBlockMachine } from '../../machines/cardBlock.machine';
import { cardLimitsMachine } from '../../machines/cardLimits.machine';
import { cardOnlinePaymentsMachine } from '../../machines/cardOnlinePayments.machine';
import { cardRequisitesMachine } from '../../machines/cardRequisites.machine';
import { CardDialogView } from '../../src/features/cards/CardDialog';
import { CardLimitsPanel } from '../../src/features/cards/CardLimitsPanel';
import { CardOnlineSwitch } from '../../src/features/cards/CardOnlineSwitch';
import { CardRequisitesPanel } from '../../src/features/cards/CardRequisitesPanel';
import type { Card } from '../../src/shared/queries/cards';
import { blockedVisa, visaClassic } from '../../tests/fake-bank/fixtures/cards';
import { sampleControls } from '../../tests/machines/cardControls.fixtures';
import { reach } from '../auth/auth-snapshots';
import '../../src/features/cards/card-controls.css';

/** Every state of the card block chart in the card's dialog, reached with the real events. */
function View({
  card,
  events,
  withControls = false,
}: {
  card: Card;
  events: CardBlockEvent[];
  withControls?: boolean;
}) {
  const snapshot = reach(cardBlockMachine, { cardId: card.id, status: card.status }, events);
  // The dialog shows the card as the list has it: after a result, with the bank's status.
  const shown = { ...card, status: snapshot.context.status };
  return (
    <CardDialogView
      card={shown}
      snapshot={snapshot}
      send={fn().mockName('send')}
      onClose={fn().mockName('onClose')}
      controls={withControls ? <Controls /> : undefined}
    />
  );
}

/** The card's controls as the dialog opens them (each panel has its own stories of every state). */
function Controls() {
  const send = fn().mockName('send');
  const online = { cardId: sampleControls.cardId, enabled: true };
  return (
    <div className="card-controls">
      <CardOnlineSwitch snapshot={reach(cardOnlinePaymentsMachine, online, [])} send={send} />
      <CardLimitsPanel
        snapshot={reach(cardLimitsMachine, { controls: sampleControls }, [])}
        send={send}
      />
      <CardRequisitesPanel
        snapshot={reach(cardRequisitesMachine, { cardId: sampleControls.cardId }, [])}
        send={send}
      />
    </div>
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
/** The whole dialog with the card's limits, online switch and requisites below the block button. */
export const WithControls: Story = { args: { card: visaClassic, events: [], withControls: true } };
