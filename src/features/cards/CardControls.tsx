import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CardControls, cardLimitsMachine } from '../../../machines/cardLimits.machine';
import { cardOnlinePaymentsMachine } from '../../../machines/cardOnlinePayments.machine';
import { cardRequisitesMachine } from '../../../machines/cardRequisites.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { QueryStatus } from '../../shared/products';
import type { Card } from '../../shared/queries/cards';
import { toast } from '../../shared/ui/Toast/toast';
import { CardLimitsPanel } from './CardLimitsPanel';
import { CardOnlineSwitch } from './CardOnlineSwitch';
import { CardRequisitesPanel } from './CardRequisitesPanel';
import {
  cardControlsQuery,
  createCardLimitsServices,
  createCardOnlineServices,
  createCardRequisitesServices,
} from './control-services';
import './card-controls.css';

/**
 * The card's controls in its dialog (issue 16): the daily limits, the online switch and the
 * requisites, each on its own chart. The controls are read when the dialog opens; a change the
 * bank confirms replaces them in the query cache. The requisites never go there.
 */
export function CardControlsSection({ card }: { card: Card }) {
  const { t } = useLingui();
  const query = useQuery(cardControlsQuery(card.id));
  return (
    <div className="card-controls">
      <QueryStatus
        query={query}
        loadingLabel={t`Loading the card's limits`}
        errorText={t`The card's limits could not be loaded.`}
      >
        {(controls) => <LoadedControls controls={controls} />}
      </QueryStatus>
      <RequisitesControl cardId={card.id} />
    </div>
  );
}

function useControlsChanged(cardId: string) {
  const queryClient = useQueryClient();
  return (controls: CardControls) =>
    queryClient.setQueryData(cardControlsQuery(cardId).queryKey, controls);
}

function showError(message: string, fallback: string) {
  toast.show({ tone: 'error', title: message || fallback });
}

function LoadedControls({ controls }: { controls: CardControls }) {
  const { t } = useLingui();
  const changed = useControlsChanged(controls.cardId);
  const limits = useBankChart(cardLimitsMachine, {
    calls: createCardLimitsServices(api),
    input: { controls },
    // The panel itself says the limits are set (role status), so no toast covers the dialog.
    on: { changed: ({ controls: next }) => changed(next) },
  });
  const online = useBankChart(cardOnlinePaymentsMachine, {
    calls: createCardOnlineServices(api),
    input: { cardId: controls.cardId, enabled: controls.onlinePayments },
    on: {
      changed: ({ controls: next }) => changed(next),
      error: ({ message }) => showError(message, t`An error occurred. Try again a bit later.`),
    },
  });
  return (
    <>
      <CardOnlineSwitch snapshot={online.snapshot} send={online.send} />
      <CardLimitsPanel snapshot={limits.snapshot} send={limits.send} />
    </>
  );
}

function RequisitesControl({ cardId }: { cardId: string }) {
  const requisites = useBankChart(cardRequisitesMachine, {
    calls: createCardRequisitesServices(api),
    input: { cardId },
  });
  return <CardRequisitesPanel snapshot={requisites.snapshot} send={requisites.send} />;
}
