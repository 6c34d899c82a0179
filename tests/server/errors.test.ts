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
