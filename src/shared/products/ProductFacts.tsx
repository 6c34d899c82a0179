import type { ReactNode } from 'react';
import './products.css';

export interface ProductFact {
  /** Stable key within the list. */
  id: string;
  label: ReactNode;
  value: ReactNode;
  /** Takes a whole row: long values such as an account with its IBAN. */
  wide?: boolean;
}

/** A product's labelled values (PRODUCT 3's fields) as a description list in columns. */
export function ProductFacts({ facts }: { facts: readonly ProductFact[] }) {
  return (
    <dl className="product-facts">
      {facts.map((fact) => (
        <div
          key={fact.id}
          className={
            fact.wide ? 'product-facts__item product-facts__item--wide' : 'product-facts__item'
          }
        >
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The one amount a product card leads with, above its facts. */
export function ProductHeadline({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <dl className="product-headline">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </dl>
  );
}
