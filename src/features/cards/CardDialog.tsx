import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cardBlockMachine } from '../../../machines/cardBlock.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { type Card, cardChanged } from '../../shared/queries/cards';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { toast } from '../../shared/ui/Toast/toast';
import { CardBlockPanel, type CardBlockPanelProps } from './CardBlockPanel';
import { CardControlsSection } from './CardControls';
import { CardFacts } from './CardFacts';
import { createCardBlockServices } from './services';
import '../../shared/products/products.css';
import './cards.css';

export interface CardDialogViewProps extends Omit<CardBlockPanelProps, 'cardName'> {
  card: Card;
  onClose: () => void;
  /** The card's limits, online switch and requisites (CardControls.tsx). */
  controls?: ReactNode;
}

/** The card's details and its block/unblock actions; it stays open while the bank answers. */
export function CardDialogView({ card, snapshot, send, onClose, controls }: CardDialogViewProps) {
  return (
    <ModalDialog
      title={card.name}
      size="lg"
      isOpen
      isDismissable={!snapshot.hasTag('busy')}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="card-dialog">
        <CardFacts card={card} />
        <CardBlockPanel snapshot={snapshot} send={send} cardName={card.name} />
        {controls}
      </div>
    </ModalDialog>
  );
}

/**
 * One card's dialog with its own block chart, started from the card's status as shown. The
 * bank's answer updates the card list and is confirmed in a toast; a refusal shows the bank's
 * words (PRODUCT 8), or the default message when there are none.
 */
export function CardDialog({ card, onClose }: { card: Card; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { snapshot, send } = useBankChart(cardBlockMachine, {
    calls: createCardBlockServices(api),
    input: { cardId: card.id, status: card.status },
    on: {
      changed: ({ card: next }) => {
        void cardChanged(queryClient, next);
        toast.show({
          tone: 'success',
          title:
            next.status === 'BLOCKED'
              ? t`The card ${next.name} is blocked`
              : t`The card ${next.name} is active`,
        });
      },
      error: ({ message }) => {
        toast.show({
          tone: 'error',
          title: message || t`An error occurred. Try again a bit later.`,
        });
      },
    },
  });

  return (
    <CardDialogView
      card={card}
      snapshot={snapshot}
      send={send}
      onClose={onClose}
      controls={<CardControlsSection card={card} />}
    />
  );
}
