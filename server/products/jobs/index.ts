/**
 * The products' scheduled work on the bank's job queue (server/jobs): interest accrual and
 * payouts of deposits, and loan instalments. Each run brings every product up to the bank's
 * date, however many days passed since the last one (a stopped server, a moved sandbox clock),
 * so missed occurrences need no replay: they collapse into one run.
 */
import { bakuDate } from '../../../domain/calendar';
import { dailyAt, every, type JobLog, type JobRegistrar } from '../../jobs';
import { settleDueDeposits } from './deposits';
import { collectDueLoans } from './loans';

export const productJobs = {
  settleDeposits: 'deposits.accrue-and-pay-out',
  collectInstalments: 'loans.collect-instalments',
} as const;

export function registerProductJobs(jobs: JobRegistrar, log: JobLog) {
  // Just after midnight in Baku the day before is over: its interest, and today's payouts.
  jobs.recurring(productJobs.settleDeposits, dailyAt('00:05'), ({ db, clock, signal }) =>
    settleDueDeposits(db, clock, bakuDate(clock.now()), { log, signal }),
  );
  // Hourly, so money that arrives during the due date still pays that day's instalment.
  jobs.recurring(productJobs.collectInstalments, every({ hours: 1 }), ({ db, clock, signal }) =>
    collectDueLoans(db, clock, bakuDate(clock.now()), { log, signal }),
  );
}
