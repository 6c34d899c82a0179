/**
 * What the bench started and must undo (server processes, scratch databases, temporary
 * folders), undone newest first at the end of the run, after a failure and on Ctrl-C.
 */
type Undo = () => Promise<void> | void;

const undos: { label: string; undo: Undo }[] = [];

/** Registers an undo; the returned function runs it now (once) and forgets it. */
export function onCleanup(label: string, undo: Undo): () => Promise<void> {
  const entry = { label, undo };
  undos.push(entry);
  return async () => {
    const index = undos.indexOf(entry);
    if (index < 0) return;
    undos.splice(index, 1);
    await undo();
  };
}

/** Runs every registered undo, newest first; one that fails is reported and the rest still run. */
export async function cleanUp(): Promise<void> {
  for (let entry = undos.pop(); entry; entry = undos.pop()) {
    try {
      await entry.undo();
    } catch (error) {
      console.error(`bench: could not ${entry.label}:`, error);
    }
  }
}

/** Ctrl-C and SIGTERM undo what was started before the process ends. */
export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, stopping what was started…`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

/** Runs `main` with cleanup after it whatever happens; a failure sets the exit code. */
export async function withCleanup(main: () => Promise<void>): Promise<void> {
  cleanUpOnSignals();
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
