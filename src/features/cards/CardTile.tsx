import { Trans, useLingui } from '@lingui/react/macro';
import { formatMaskedPan } from '../../../domain/transfers/card-number';
import { Money } from '../../shared/balances';
import type { Card } from '../../shared/queries/cards';
import { CardStatusBadge } from './CardStatusBadge';
import { lastDigits } from './card-display';
import { PaymentSystemLogo } from './PaymentSystemLogo';

export interface CardTileProps {
  card: Card;
  /** Opens the card's details, where it is blocked or unblocked. */
  onOpen: (card: Card) => void;
}

/** A card at a glance, drawn like the plastic; pressing it opens the details. */
export function CardTile({ card, onOpen }: CardTileProps) {
  const { t } = useLingui();
  const classes = [
    'card-tile',
    `card-tile--${card.paymentSystem.toLowerCase()}`,
    card.status === 'BLOCKED' && 'card-tile--blocked',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type="button" className={classes} onClick={() => onOpen(card)}>
      <span className="card-tile__top">
        <span className="card-tile__name">{card.name}</span>
        <CardStatusBadge status={card.status} />
      </span>
      <span className="card-tile__pan">
        <span aria-hidden="true">{formatMaskedPan(card.maskedPan)}</span>
        <span className="visually-hidden">{t`ending in ${lastDigits(card.maskedPan)}`}</span>
      </span>
      <span className="card-tile__bottom">
        <span className="card-tile__money">
          <Money amount={card.balance} currency={card.currency} className="card-tile__balance" />
          {card.blockedAmount > 0 && (
            <span className="card-tile__held">
              <Trans>
                Blocked amount <Money amount={card.blockedAmount} currency={card.currency} />
              </Trans>
            </span>
          )}
        </span>
        <span className="card-tile__marks">
          {card.isDefault && (
            <span className="card-tile__default">
              <Trans>Default</Trans>
            </span>
          )}
          <PaymentSystemLogo system={card.paymentSystem} />
        </span>
      </span>
    </button>
  );
}
