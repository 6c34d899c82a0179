import { Plural } from '@lingui/react/macro';

/** A product's term in months, with the language's plural forms (1 ay, 3 месяца, 12 months). */
export function Term({ months }: { months: number }) {
  return <Plural value={months} one="# month" other="# months" />;
}
