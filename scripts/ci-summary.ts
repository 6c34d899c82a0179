/**
 * Adds up the vitest JSON reports of a CI run and prints one closing line in the plain form CI
 * reads ("tests: N passed, N failed, N skipped"), plus one line per suite, the name of every
 * failed test and the error of every failed file, so a log that keeps only its tail still says
 * what broke. A file fails on its own when a hook or its loading fails: vitest then counts its
 * tests as skipped, not failed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface VitestAssertion {
  fullName: string;
  status: string;
  failureMessages?: string[];
}

interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: VitestAssertion[];
  }[];
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: ci-summary <folder of vitest json reports>');
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as VitestReport;
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `${file.replace(/\.json$/, '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
  );
  for (const suite of report.testResults) {
    const file = suite.name.replace(process.cwd(), '.');
    if (suite.status === 'failed' && suite.message) {
      console.log(`  FAILED FILE ${file}: ${suite.message.split('\n')[0]}`);
    }
    for (const test of suite.assertionResults.filter((t) => t.status === 'failed')) {
      const reason = (test.failureMessages?.[0] ?? '').split('\n')[0];
      console.log(`  FAILED ${file} > ${test.fullName}: ${reason}`);
    }
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += skipped;
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
