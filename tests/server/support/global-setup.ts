/** Builds the banks every server test file starts from, once per run; removes them afterwards. */
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject) {
  // The seed hashes the demo passwords at the tests' cost, which vitest.config.ts sets for the
  // workers only and server/auth/passwords.ts reads when first imported: so this process imports
  // the seed with the tests' cost, and gets its own environment back afterwards.
  const built = await withPasswordHashCost(project.config.env.PASSWORD_HASH_COST, async () => {
    const { buildBankTemplates } = await import('./bank-templates');
    return buildBankTemplates(process.env.DATABASE_URL);
  });
  project.provide('bankTemplates', built.templates);
  return built.remove;
}

async function withPasswordHashCost<T>(cost: string | undefined, run: () => Promise<T>) {
  const own = process.env.PASSWORD_HASH_COST;
  const set = (value: string | undefined) => {
    if (value === undefined) delete process.env.PASSWORD_HASH_COST;
    else process.env.PASSWORD_HASH_COST = value;
  };
  set(cost);
  try {
    return await run();
  } finally {
    set(own);
  }
}
