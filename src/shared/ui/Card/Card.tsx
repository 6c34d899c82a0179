import { type ReactNode, useId } from 'react';
import './Card.css';

export interface CardProps {
  /** Optional heading; when given, the card is a region named by it. */
  heading?: ReactNode;
  /**
   * The region's name when the heading alone may repeat on the page (two loans both named
   * "Consumer loan"): the heading with what tells them apart. Landmarks need distinct names.
   */
  label?: string;
  /** Heading level in the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
}

/** A surface panel that groups related content. */
export function Card({ heading, label, headingLevel = 2, children, className }: CardProps) {
  const headingId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <section
      className={['ui-card', className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-labelledby={heading && !label ? headingId : undefined}
    >
      {heading && (
        <HeadingTag id={headingId} className="ui-card__heading">
          {heading}
        </HeadingTag>
      )}
      {children}
    </section>
  );
}
