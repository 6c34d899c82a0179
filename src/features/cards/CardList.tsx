import { useState } from 'react';
import type { Card } from '../../shared/queries/cards';
import { CardDialog } from './CardDialog';
import { CardTile } from './CardTile';
import '../../shared/products/products.css';
import './cards.css';

/** The customer's cards as tiles; a tile opens that card's dialog. */
export function CardList({ cards }: { cards: readonly Card[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  // The dialog shows the card as the list has it now, so a refetch reaches it too.
  const open = cards.find((card) => card.id === openId);
  return (
    <>
      <ul className="card-list">
        {cards.map((card) => (
          <li key={card.id}>
            <CardTile card={card} onOpen={() => setOpenId(card.id)} />
          </li>
        ))}
      </ul>
      {open && <CardDialog key={open.id} card={open} onClose={() => setOpenId(null)} />}
    </>
  );
}
