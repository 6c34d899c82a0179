/**
 * How a money movement is made once the customer confirms its quote, the same in the transfer,
 * payment and cash-code charts: the create call (one Idempotency-Key per attempt) leads to the
 * one-time code, straight to the result, or to the failure, and an expired quote is priced again;
 * checking the code leads to the result or the failure, or back to the code with the refusal.
 * The chart names its action that keeps the movement (`keep`), its guards for a settled movement
 * (`settled`) and for one the bank has closed (`closed`), and its id for the code's targets.
 */

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
