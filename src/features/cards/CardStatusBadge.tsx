import { useLingui } from '@lingui/react/macro';
import type { CardStatus } from '../../../machines/cardBlock.machine';
import { cardStatusLabels } from './card-display';

const tones: Readonly<Record<CardStatus, string>> = {
  ACTIVE: 'product-badge--success',
  BLOCKED: 'product-badge--danger',
};

export function CardStatusBadge({ status }: { status: CardStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`product-badge ${tones[status]}`}>{i18n._(cardStatusLabels[status])}</span>
  );
}
