/**
 * How a money movement is made once the customer confirms its quote, the same in the transfer,
 * payment and cash-code charts: the create call (one Idempotency-Key per attempt) leads to the
 * one-time code, straight to the result, or to the failure, and an expired quote is priced again;
 * checking the code leads to the result or the failure, or back to the code with the refusal.
 * The chart names its action that keeps the movement (`keep`), its guards for a settled movement
 * (`settled`) and for one the bank has closed (`closed`), and its id for the code's targets.
 */
import { assign, type EventObject } from 'xstate';

/** What a chart that prices a movement before making it keeps. */
export interface QuotedContext<TQuote> {
  quote: TQuote | null;
  /** The quote expired while shown and was priced again: confirmed again, never sent unseen. */
  requoted: boolean;
  idempotencyKey: string | null;
  refusal: unknown;
}

/** The quote's and the attempt's actions; spread them into the chart's setup. */
export function quotedActions<
  TQuote,
  TContext extends QuotedContext<TQuote>,
  TEvent extends EventObject,
>() {
  // The chart's context only adds fields to QuotedContext, so these updates fit it.
  const update = (fields: Partial<QuotedContext<TQuote>>) => fields as Partial<TContext>;
  return {
    keepQuote: assign<TContext, TEvent, TQuote, TEvent, never>((_, quote) =>
      update({ quote, requoted: false, refusal: null }),
    ),
    keepRequote: assign<TContext, TEvent, TQuote, TEvent, never>((_, quote) =>
      update({ quote, requoted: true, refusal: null }),
    ),
    dropQuote: assign<TContext, TEvent, undefined, TEvent, never>(() =>
      update({ quote: null, requoted: false }),
    ),
    // One key per attempt: a retry of the same attempt sends it again (and gets the first answer).
    startAttempt: assign<TContext, TEvent, undefined, TEvent, never>(() =>
      update({ idempotencyKey: crypto.randomUUID() }),
    ),
  };
}

/** The create call's outcomes, from the chart's top level ('code', 'done', 'failed'). */
export function createdOutcomes<const TKeep extends string, const TSettled extends string>({
  keep,
  settled,
}: {
  keep: TKeep;
  settled: TSettled;
}) {
  return {
    onDone: [
      { guard: 'awaitingCode', target: 'code', actions: keep },
      { guard: settled, target: 'done', actions: keep },
      { target: 'failed', actions: keep },
    ],
    onError: [
      { guard: 'quoteExpired', target: 'requoting' },
      { target: 'failed', actions: 'keepRefusal' },
    ],
  } as const;
}

/** The code check's outcomes, inside `oneTimeCode()`: a refused code is typed again. */
export function codeCheckedOutcomes<
  const TId extends string,
  const TKeep extends string,
  const TSettled extends string,
  const TClosed extends string,
>({ id, keep, settled, closed }: { id: TId; keep: TKeep; settled: TSettled; closed: TClosed }) {
  return {
    onDone: [
      { guard: settled, target: `#${id}.done`, actions: keep },
      { target: `#${id}.failed`, actions: keep },
    ],
    onError: [
      { guard: closed, target: `#${id}.failed`, actions: 'keepRefusal' },
      { target: 'entering', actions: ['keepRefusal', 'keepCodeTries', 'clearOtp'] },
    ],
  } as const;
}
