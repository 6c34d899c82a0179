import { useLingui } from '@lingui/react/macro';
import type { PrepaymentRefusal } from '../../../machines/prepayment.machine';
import { refusalMessages } from './messages';

/** The bank's words for a refusal, else the catalogue's message of its code. */
export function useRefusalText(refusal: PrepaymentRefusal | null): string | undefined {
  const { t, i18n } = useLingui();
  if (!refusal) return undefined;
  if (refusal.message) return refusal.message;
  return refusal.code ? i18n._(refusalMessages[refusal.code]) : t`An error occurred`;
}

/** A refusal about the loan or the request, over the page. */
export function RefusalAlert({ refusal }: { refusal: PrepaymentRefusal }) {
  const text = useRefusalText(refusal);
  return (
    <p className="prepayment__alert" role="alert">
      {text}
    </p>
  );
}
