/**
 * The customer's sessions and sign-in history for web tests (issue 18): the list kept in a book,
 * ending one (this browser's own is refused, an unknown one is 404) or all the others.
 */
import type { HttpHandler } from 'msw';
import type { components } from '../../../openapi/generated/schema';
import { bankError } from '../fixtures/errors';
import { sessions as sampleSessions, signInHistory } from '../fixtures/sessions';
import { http } from '../http';

type Session = components['schemas']['Session'];

export interface SessionBook {
  sessions: Session[];
}

export const sessionBook = (sessions: Session[] = sampleSessions): SessionBook => ({
  sessions: [...sessions],
});

export function sessionHandlers(book: SessionBook = sessionBook()): HttpHandler[] {
  return [
    http.get('/api/v1/sessions', ({ response }) => response(200).json({ sessions: book.sessions })),
    http.delete('/api/v1/sessions/{sessionId}', ({ params, response }) => {
      const session = book.sessions.find((each) => each.id === params.sessionId);
      if (!session) {
        return response(404).json(
          bankError('SESSION_NOT_FOUND', 'This session has already ended or was not found.'),
        );
      }
      if (session.current) {
        return response(409).json(
          bankError('SESSION_IS_CURRENT', 'This is the session you are using now.'),
        );
      }
      book.sessions = book.sessions.filter((each) => each !== session);
      return response(200).json({ ended: 1 });
    }),
    http.post('/api/v1/sessions/end-others', ({ response }) => {
      const ended = book.sessions.filter((each) => !each.current).length;
      book.sessions = book.sessions.filter((each) => each.current);
      return response(200).json({ ended });
    }),
    http.get('/api/v1/sign-in-history', ({ response }) =>
      response(200).json({ attempts: signInHistory }),
    ),
  ];
}
