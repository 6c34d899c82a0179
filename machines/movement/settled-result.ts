/**
 * The result of a money movement the bank has settled, which the transfer and payment charts
 * share: executed, with its receipt to download; or scheduled for the next business day with the
 * money held, and cancelable until then. A chart puts `settledResult({ receipt, cancel })` in its
 * `done` state, with the invokes built by its own bankCall: `receipt` settles as `receiptSaved`,
 * `cancel` as `cancelSettled(keep)`. The guards `executed` and `scheduled` and the actions
 * `saveReceipt` and `notifyMoved` are the chart's; the state names are what screens and tests read.
 */

/** The receipt download's outcomes: the file is handed to the screen, or it may be asked again. */
export const receiptSaved = {
  onDone: { target: 'ready', actions: 'saveReceipt' },
  onError: 'receiptFailed',
} as const;

/** A cancel's outcomes: the canceled movement is kept (by the chart's `keep`) and announced. */
export function cancelSettled<const TKeep extends string>(keep: TKeep) {
  return {
    onDone: { target: 'ready', actions: [keep, 'notifyMoved'] },
    onError: { target: 'ready', actions: 'notifyError' },
  } as const;
}

export function settledResult<const TReceipt, const TCancel>({
  receipt,
  cancel,
}: {
  receipt: TReceipt;
  cancel: TCancel;
}) {
  return {
    initial: 'ready',
    states: {
      ready: {
        on: {
          RECEIPT: { guard: 'executed', target: 'downloading' },
          CANCEL: { guard: 'scheduled', target: 'canceling' },
        },
      },
      downloading: { tags: ['busy'], invoke: receipt },
      receiptFailed: { on: { RECEIPT: 'downloading' } },
      // Until its execution date a scheduled movement can be canceled; the hold is released.
      canceling: { tags: ['busy'], invoke: cancel },
    },
  } as const;
}
