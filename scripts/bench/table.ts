/**
 * The bench's one table: a row per measurement, with its reference measured just before it.
 * Rates are answers (or transfers, sign-ins) a second; latencies in ms; the ratio is the
 * subject's rate over its reference's unless the row's note says otherwise.
 */
import type { Measurement } from './load';

export interface Row {
  section: string;
  subject: string;
  /** Client connections, e.g. "50", "25+25", "1 at 20/s". */
  connections: string;
  rate?: number;
  p50?: number;
  p99?: number;
  reference?: string;
  referenceRate?: number;
  referenceP99?: number;
  ratio?: number;
  note?: string;
}

/** A row's figures from a measurement and its reference's; what the load got besides 2xx in the note. */
export function compared(subject: Measurement, reference?: Measurement) {
  return {
    rate: subject.rate,
    p50: subject.p50,
    p99: subject.p99,
    referenceRate: reference?.rate,
    referenceP99: reference?.p99,
    ratio: reference ? subject.rate / reference.rate : undefined,
    note: failures(subject),
  };
}

/** "non-2xx: 401 ×12, errors" when anything but 2xx came back; empty otherwise. */
export function failures(measurement: Measurement): string | undefined {
  if (measurement.failed === 0) return undefined;
  const others = Object.entries(measurement.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, count]) => `${status} ×${count}`);
  return `not 2xx: ${measurement.failed} (${others.join(', ') || 'connection errors'})`;
}

const rate = (value?: number) =>
  value === undefined || Number.isNaN(value)
    ? '–'
    : value >= 100
      ? value.toFixed(0)
      : value.toFixed(1);
/** Whole ms: autocannon's histogram counts whole ms, so "<1" is all it can say below one. */
const ms = (value?: number) =>
  value === undefined || Number.isNaN(value) ? '–' : value < 1 ? '<1' : value.toFixed(0);
const ratio = (value?: number) =>
  value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(2);

const header = [
  'Section',
  'Subject',
  'Conn.',
  'Rate/s',
  'p50 ms',
  'p99 ms',
  'Reference',
  'Ref. rate/s',
  'Ref. p99 ms',
  'Ratio',
  'Notes',
];
/** Which columns hold figures, aligned right. */
const numeric = new Set([2, 3, 4, 5, 7, 8, 9]);

function cells(row: Row): string[] {
  return [
    row.section,
    row.subject,
    row.connections,
    rate(row.rate),
    ms(row.p50),
    ms(row.p99),
    row.reference ?? '–',
    rate(row.referenceRate),
    ms(row.referenceP99),
    ratio(row.ratio),
    row.note ?? '',
  ].map((cell) => cell.replaceAll('|', '\\|'));
}

/** The rows as one Markdown table, padded so it reads in a terminal too. */
export function markdownTable(rows: readonly Row[]): string {
  const lines = [header, ...rows.map(cells)];
  const widths = header.map((_, column) =>
    Math.max(3, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (line: string[]) =>
    `| ${line
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join(' | ')} |`;
  const rule = `| ${widths
    .map((width, column) => (numeric.has(column) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)))
    .join(' | ')} |`;
  const [first, ...rest] = lines;
  return [format(first ?? header), rule, ...rest.map(format)].join('\n');
}
