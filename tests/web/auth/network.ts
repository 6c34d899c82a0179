import { vi } from 'vitest';

/**
 * The network edge for model-based screen tests: every request waits until the test answers
 * it, so a path's `xstate.done.actor.*` / `xstate.error.actor.*` step decides the bank's reply.
 */
export function heldNetwork() {
  const waiting: { request: Request; answer: (response: Response) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((answer) => waiting.push({ request: input as Request, answer })),
    ),
  );
  return {
    /** Answers the latest request to a path; earlier ones belong to abandoned calls. */
    answer(path: string, status: number, body: unknown) {
      const index = waiting.findLastIndex(({ request }) => new URL(request.url).pathname === path);
      const held = waiting.splice(index, 1)[0];
      if (index < 0 || !held) throw new Error(`no request to ${path} is waiting`);
      held.answer(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      return held.request;
    },
  };
}

export type HeldNetwork = ReturnType<typeof heldNetwork>;
