import { type ReactNode, useId } from 'react';
import './Card.css';

export interface CardProps {
  /** Optional heading; when given, the card is a region named by it. */
  heading?: ReactNode;
  /** Heading level in the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
}

/** A surface panel that groups related content. */
export function Card({ heading, headingLevel = 2, children, className }: CardProps) {
  const headingId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <section
      className={['ui-card', className].filter(Boolean).join(' ')}
      aria-labelledby={heading ? headingId : undefined}
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
