/**
 * Runs sections of the bench one after another and prints their rows as one table (also as
 * each row is measured); with `writeDocs`, writes it into docs/PERFORMANCE.md. Everything
 * started is stopped and every scratch database dropped at the end, on failure and on Ctrl-C.
 */
import { withCleanup } from './cleanup';
import { describeMachine, machineLines, writeToDocs } from './report';
import { markdownTable, type Row } from './table';
import { createWorld, type Section } from './world';

export async function runBench(sections: readonly Section[], writeDocs: boolean) {
  await withCleanup(async () => {
    const machine = await describeMachine();
    console.log(machineLines(machine).join('\n'));
    const world = createWorld();
    const rows: Row[] = [];
    const failed: string[] = [];
    for (const section of sections) {
      console.log(`\nbench: ${section.name}…`);
      try {
        await section.run(world, (row) => {
          rows.push(row);
          console.log(markdownTable([row]).split('\n').at(-1));
        });
      } catch (error) {
        // One section's failure is reported and the others still run: the table says which.
        console.error(`bench: section ${section.name} failed:`, error);
        failed.push(section.name);
      }
    }
    const table = markdownTable(rows);
    const failures = failed.length > 0 ? `\nSections that failed: ${failed.join(', ')}.` : '';
    console.log(`\n${table}${failures}`);
    if (writeDocs && failed.length === 0) {
      writeToDocs(`${machineLines(machine).join('\n')}\n\n${table}`);
      console.log('\nbench: written to docs/PERFORMANCE.md');
    }
    if (failed.length > 0) process.exitCode = 1;
  });
}
