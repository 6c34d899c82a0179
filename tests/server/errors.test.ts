import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../server/errors/handlers';

describe('unexpected failures', () => {
  it('answer 500 with the default message in the caller’s language, log the cause, leak nothing', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    installErrorHandler(app);
    app.get('/api/v1/boom', async () => {
      throw new Error('ledger connection reset at secret-host:5432');
    });
    const answers = await Promise.all(
      ['az', 'ru', 'en'].map((language) =>
        app.inject({ url: '/api/v1/boom', headers: { 'accept-language': language } }),
      ),
    );
    await app.close();
    expect(answers.map((response) => response.statusCode)).toEqual([500, 500, 500]);
    expect(answers.map((response) => response.json())).toEqual([
      { code: 'INTERNAL_ERROR', message: 'Xəta baş verdi. Bir az sonra yenidən cəhd edin.' },
      { code: 'INTERNAL_ERROR', message: 'Произошла ошибка. Попробуйте чуть позже.' },
      { code: 'INTERNAL_ERROR', message: 'An error occurred. Try again a bit later.' },
    ]);
    expect(answers[0]?.body).not.toContain('secret-host');
    expect(logged.join('')).toContain('ledger connection reset at secret-host:5432');
  });
});

describe('a database that cannot be reached (a failover)', () => {
  const lost = [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6001'), { code: 'ECONNREFUSED' }),
    new Error('Connection terminated unexpectedly'),
    Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    }),
    Object.assign(new Error('cannot execute INSERT in a read-only transaction'), {
      code: '25006',
    }),
    // As drizzle wraps the driver's error.
    new Error('Failed query: insert …', { cause: new Error('Connection terminated unexpectedly') }),
  ];

  it.each(lost)(
    'answers 503 DATABASE_UNAVAILABLE with Retry-After, in each language: %s',
    async (error) => {
      const app = Fastify({ logger: false });
      installErrorHandler(app);
      app.post('/api/v1/transfers', async () => {
        throw error;
      });
      const answers = await Promise.all(
        ['az', 'ru', 'en'].map((language) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/transfers',
            headers: { 'accept-language': language },
          }),
        ),
      );
      await app.close();
      expect(answers.map((response) => response.statusCode)).toEqual([503, 503, 503]);
      expect(answers.map((response) => response.headers['retry-after'])).toEqual(['1', '1', '1']);
      expect(answers.map((response) => response.json().code)).toEqual([
        'DATABASE_UNAVAILABLE',
        'DATABASE_UNAVAILABLE',
        'DATABASE_UNAVAILABLE',
      ]);
      expect(answers[2]?.json().message).toBe(
        'The bank is briefly unavailable. Try again in a moment: a repeated request is never carried out twice.',
      );
    },
  );

  it('leaves a refusal of the statement itself a 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/api/v1/boom', async () => {
      throw Object.assign(new Error('duplicate key value'), { code: '23505' });
    });
    const answer = await app.inject({ url: '/api/v1/boom' });
    await app.close();
    expect(answer.statusCode).toBe(500);
  });
});
