/**
 * How many e2e files run at once, each worker on a bank of its own (global-setup.ts). Two: on
 * the CI machine's two cores a browser and a bank server per worker fill the waits of the other.
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2);

/** The worker this file runs in, from 0: vitest numbers its pool from 1. */
export function workerIndex(): number {
  return (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % e2eWorkers;
}
