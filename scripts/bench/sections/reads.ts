/**
 * Reads: the signed-in GETs of the home and product pages (accounts, cards, deposits, loans, the
 * first page of operations) on a bank server, each measured right after the reference it is
 * compared with: bare Fastify + pg doing one `SELECT 1` on the same PostgreSQL. Issue 14's
 * targets: at least 0.40 of the reference, and p99 under 25 ms at 50 connections.
 */
import { startBank } from '../bank-process';
import { authenticatedGets, type Load, measure } from '../load';
import { settings } from '../settings';
import { compared, type Row } from '../table';
import { type Section, signedIn } from '../world';

export const readPaths = [
  '/api/v1/accounts',
  '/api/v1/cards',
  '/api/v1/deposits',
  '/api/v1/loans',
  // The first page: no cursor, the contract's default limit (20).
  '/api/v1/operations',
] as const;

export const targetRatio = 0.4;
export const targetP99Ms = 25;

const warmUpSeconds = 3;

/** Every path answers 200 to every token, or the load would measure refusals. */
async function checkAnswers(url: string, tokens: readonly string[]) {
  for (const path of readPaths) {
    for (const token of tokens) {
      const answer = await fetch(`${url}${path}`, { headers: { authorization: token } });
      if (answer.status !== 200) {
        throw new Error(`GET ${path} answered ${answer.status}: ${await answer.text()}`);
      }
    }
  }
}

export const selectOneLoad = (url: string, connections: number): Load => ({
  url,
  requests: [{ method: 'GET', path: '/' }],
  connections,
});

/** The mix of every read path over the tokens: JIT, pools and caches warm before measuring. */
export async function warmUp(bankUrl: string, tokens: readonly string[], referenceUrl: string) {
  await checkAnswers(bankUrl, tokens);
  const requests = authenticatedGets(readPaths, tokens);
  await measure({ url: bankUrl, requests, connections: 10, seconds: warmUpSeconds });
  await measure({ ...selectOneLoad(referenceUrl, 10), seconds: warmUpSeconds });
}

function targetsNote(ratio: number, p99: number, connections: number): string {
  const mark = (met: boolean) => (met ? '✓' : '✗');
  const ratioMet = `ratio ≥ ${targetRatio} ${mark(ratio >= targetRatio)}`;
  if (connections < 50) return ratioMet;
  return `${ratioMet}, p99 < ${targetP99Ms} ms ${mark(p99 < targetP99Ms)}`;
}

export interface ReadsRun {
  section: string;
  /** Which server and data, in the subject after the path. */
  label: string;
  bank: { url: string; tokens: readonly string[] };
  referenceUrl: string;
  paths?: readonly string[];
  /** Said on every row, e.g. the database's size. */
  note?: string;
}

/** Each read path at each level, interleaved with the `SELECT 1` reference. */
export async function measureReads(run: ReadsRun, record: (row: Row) => void) {
  const { bank, referenceUrl } = run;
  await warmUp(bank.url, bank.tokens, referenceUrl);
  for (const path of run.paths ?? readPaths) {
    for (const connections of settings.levels) {
      const reference = await measure(selectOneLoad(referenceUrl, connections));
      const subject = await measure({
        url: bank.url,
        requests: authenticatedGets([path], bank.tokens),
        connections,
      });
      const figures = compared(subject, reference);
      const targets =
        subject.ok === 0
          ? `no 2xx answer within ${settings.seconds} s: targets ✗`
          : targetsNote(figures.ratio ?? 0, subject.p99, connections);
      record({
        section: run.section,
        subject: `GET ${path.replace('/api/v1/', '')} (${run.label})`,
        connections: String(connections),
        reference: 'Fastify + pg SELECT 1',
        ...figures,
        note: [targets, figures.note, run.note].filter(Boolean).join('; '),
      });
    }
  }
}

/** What one database round trip costs a bare route: the ceiling the bank is compared with. */
async function measureReferences(
  urls: { bareUrl: string; pgUrl: string },
  record: (row: Row) => void,
) {
  await measure({ ...selectOneLoad(urls.bareUrl, 10), seconds: warmUpSeconds });
  await measure({ ...selectOneLoad(urls.pgUrl, 10), seconds: warmUpSeconds });
  for (const connections of settings.levels) {
    const bare = await measure(selectOneLoad(urls.bareUrl, connections));
    const withPg = await measure(selectOneLoad(urls.pgUrl, connections));
    record({
      section: 'reads',
      subject: 'Fastify + pg SELECT 1',
      connections: String(connections),
      reference: 'bare Fastify {ok:true}',
      ...compared(withPg, bare),
    });
  }
}

export const readsSection: Section = {
  name: 'reads',
  async run(world, record) {
    const references = await world.references();
    await measureReferences(references, record);
    const postgres = await world.postgresBank();
    const referenceUrl = references.pgUrl;
    await measureReads(
      { section: 'reads', label: 'PostgreSQL', bank: postgres, referenceUrl },
      record,
    );
    const pglite = await signedIn(await startBank());
    try {
      await measureReads({ section: 'reads', label: 'PGlite', bank: pglite, referenceUrl }, record);
    } finally {
      await pglite.stop();
    }
  },
};
