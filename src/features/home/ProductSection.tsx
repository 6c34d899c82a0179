import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { localeParam } from '../../../domain/locale';
import { useCurrentLocale } from '../../shared/current-locale';

export type ProductPage = '/{-$locale}/accounts' | '/{-$locale}/deposits' | '/{-$locale}/loans';

export interface ProductSectionProps {
  title: string;
  /** The product's own page and the link's words, e.g. "All accounts". */
  more?: { to: ProductPage; label: string };
  children: ReactNode;
}

/** A home section: a heading, a link to the product's page, and what the bank answered. */
export function ProductSection({ title, more, children }: ProductSectionProps) {
  const headingId = useId();
  const locale = useCurrentLocale();
  return (
    <section className="product-section" aria-labelledby={headingId}>
      <div className="product-section__header">
        <h2 id={headingId}>{title}</h2>
        {more && (
          <Link
            to={more.to}
            params={{ locale: localeParam(locale) }}
            className="product-section__more"
          >
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A row of a product list: the name with a detail line, and the amount with its note. */
export function ProductRow(props: {
  name: string;
  detail: ReactNode;
  amount: ReactNode;
  note?: ReactNode;
}) {
  return (
    <li className="product-row">
      <span className="product-row__name">
        <span>{props.name}</span>
        <span className="product-row__detail">{props.detail}</span>
      </span>
      <span className="product-row__amount">
        {props.amount}
        {props.note && <span className="product-row__detail">{props.note}</span>}
      </span>
    </li>
  );
}
