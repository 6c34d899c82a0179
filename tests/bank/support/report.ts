/**
 * The bank test's verdicts on what the clients were told, and its figures: what was asked, what
 * was acknowledged, what happened to the rest, and what the database shows.
 */
import type { Audit, TransferRow } from './audit';
import type { Outcome } from './clients';

const countBy = <T>(items: readonly T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1;
    return counts;
  }, {});

const json = (value: unknown) =>
  JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? String(item) : item));

/** An acknowledged transfer is stored and executed (or, acknowledged as SCHEDULED, still so). */
export function acknowledgementProblems(outcomes: readonly Outcome[], audit: Audit): string[] {
  const stored = new Map(audit.transfers.map((transfer) => [transfer.id, transfer]));
  return outcomes.flatMap((outcome) => {
    if (!outcome.acknowledged) return [];
    if (outcome.kind === 'CASH') {
      const status = audit.cash.orderStatuses.get(outcome.id as string);
      return status === 'CONFIRMED' ? [] : [`confirmed cash order ${outcome.id} is ${status}`];
    }
    const transfer = stored.get(outcome.id as string);
    if (!transfer) return [`acknowledged ${outcome.id} is not stored`];
    const fine =
      transfer.status === 'EXECUTED' ||
      (outcome.acknowledged === 'SCHEDULED' && transfer.status === 'SCHEDULED');
    return fine ? [] : [`acknowledged ${outcome.acknowledged} ${outcome.id} is ${transfer.status}`];
  });
}

/** Known but unacknowledged transfers: complete (executed) or absent from the ledger. */
function unacknowledgedFates(outcomes: readonly Outcome[], transfers: readonly TransferRow[]) {
  const stored = new Map(transfers.map((transfer) => [transfer.id, transfer]));
  const unacknowledged = outcomes.filter(
    (outcome) => outcome.id && !outcome.acknowledged && outcome.kind !== 'CASH',
  );
  return countBy(unacknowledged, (outcome) => {
    const transfer = stored.get(outcome.id as string);
    return transfer?.status === 'EXECUTED' ? 'complete' : `absent (${transfer?.status})`;
  });
}

export interface Run {
  wanted: number;
  clients: number;
  seconds: number;
  seed: number;
  /** What the chaos did, in a line. */
  chaos: string;
  /** Clearing transfers SCHEDULED past the cut-off and executed by the jobs on their day. */
  executedLater: number;
  /** Cash codes still active after the run, expired by the job a day later. */
  expiredLater: number;
  unansweredCalls: number;
  /** 503 answers while the database could not be reached, each tried again. */
  unavailableAnswers: number;
  wireProblems: number;
  before: { totals: Record<string, bigint>; holdings: string };
}

export function figures(run: Run, outcomes: readonly Outcome[], audit: Audit): string {
  const acknowledged = outcomes.filter((outcome) => outcome.acknowledged);
  const refused = outcomes.filter((outcome) => outcome.refusal);
  return [
    `bank test over HTTP: ${run.wanted} transfers by ${run.clients} clients in ${run.seconds.toFixed(1)} s (seed ${run.seed})`,
    `  ${run.chaos}; calls unanswered and retried: ${run.unansweredCalls}; answered 503 and retried: ${run.unavailableAnswers}`,
    `  asked for: ${json(countBy(outcomes, (outcome) => outcome.kind))}`,
    `  with exchange: ${acknowledged.filter((outcome) => outcome.exchanged).length}; sent twice with one Idempotency-Key: ${outcomes.filter((outcome) => outcome.retriedWithSameKey).length}`,
    `  acknowledged, by rail: ${acknowledged.length} ${json(countBy(acknowledged, (outcome) => `${outcome.rail} ${outcome.acknowledged}`))}`,
    `  unacknowledged with an id: ${json(unacknowledgedFates(outcomes, audit.transfers))}`,
    `  refused or unanswered: ${json(countBy(refused, (outcome) => outcome.refusal as string))}`,
    `  scheduled past the cut-off, then executed by the jobs on their business day: ${run.executedLater}`,
    `  stored transfers by status: ${json(countBy(audit.transfers, (transfer) => transfer.status))}`,
    `  cash orders by status: ${json(audit.cash.ordersByStatus)}; codes by status: ${json(audit.cash.codesByStatus)}; active after the run, expired by the job a day later: ${run.expiredLater}; cash problems: ${audit.cash.problems.length}`,
    `  total per currency, all accounts, before: ${json(run.before.totals)} after: ${json(audit.totals)}`,
    `  holdings before: ${run.before.holdings}`,
    `  holdings after:  ${audit.holdings}`,
    `  negative customer accounts: ${audit.negative.length}; off their opening balance and transfers: ${audit.unreconciled.length}`,
    `  transfers not booked exactly once, or booked when not executed: ${audit.transferProblems.length}`,
    `  holds outliving their transfer: ${audit.outlivingHolds.length}; held amounts off their holds: ${audit.heldMismatch.length}`,
    `  unbalanced ledger transactions: ${audit.unbalanced.length}; problems on the wire: ${run.wireProblems}`,
  ].join('\n');
}
