/**
 * The fake bank for model-based screen tests: the requests it holds wait until the test answers
 * them, so a path's `xstate.done.actor.*` / `xstate.error.actor.*` step decides the bank's reply.
 * The answers are checked against the contract like any other.
 */
import { HttpResponse } from 'msw';
import { http } from './http';
import { addHandlers } from './server';

interface Held {
  request: Request;
  answer: (response: Response) => void;
}

/** Holds every request whose path `holds` accepts (all by default); others go on as usual. */
export function holdBankCalls(holds: (path: string) => boolean = () => true) {
  const waiting: Held[] = [];
  addHandlers(
    http.untyped.all('*', ({ request }) =>
      holds(new URL(request.url).pathname)
        ? new Promise<Response>((answer) => waiting.push({ request, answer }))
        : undefined,
    ),
  );
  const pathOf = ({ request }: Held) => new URL(request.url).pathname;
  return {
    /** The paths of the requests waiting, in the order they were sent. */
    waiting: () => waiting.map(pathOf),
    /**
     * Answers a waiting request to a path: by default the latest, as earlier ones belong to
     * abandoned calls. Returns the request answered.
     */
    answer(path: string, status: number, body: unknown, which: 'latest' | 'oldest' = 'latest') {
      const index =
        which === 'latest'
          ? waiting.findLastIndex((held) => pathOf(held) === path)
          : waiting.findIndex((held) => pathOf(held) === path);
      const held = index < 0 ? undefined : waiting.splice(index, 1)[0];
      if (!held) throw new Error(`no request to ${path} is waiting`);
      held.answer(HttpResponse.json(body as never, { status }));
      return held.request;
    },
  };
}

export type HeldBank = ReturnType<typeof holdBankCalls>;
