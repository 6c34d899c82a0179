/**
 * npm run bench:transfers: only the bench's transfers section (own transfers through the HTTP
 * API against pgbench -b tpcb-like), printed and not written to the docs. BENCH_SECONDS and
 * BENCH_MAX_TRANSFERS bound each level; scratch databases are dropped afterwards.
 */
import { runBench } from './bench';
import { transfersSection } from './sections/transfers';

await runBench([transfersSection], false);
