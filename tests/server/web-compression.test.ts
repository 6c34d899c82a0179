/**
 * Issue 14, "Assets": built files go as the build's brotli or gzip copy by Accept-Encoding
 * (the app shell for a page address too), API answers over 1 KB are compressed as they leave,
 * and what a client that takes no encoding gets, or a PDF, is unchanged.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from '../../scripts/web-build';
import { seedDemoData } from '../../server/seed';
import { compressionThreshold } from '../../server/web/compression';
import { leyla, signIn } from './support/auth';
import { fakeIndexHtml, makeWebDist, startTestBank, type TestBank } from './support/bank';

const browserEncodings = 'gzip, deflate, br, zstd';
const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const asset = 'assets/index-3f9a1c.js';
let webDist: string;
let bank: TestBank;
let token: string;

beforeAll(async () => {
  webDist = await makeWebDist();
  // The stand-in's files are too small for the build to keep copies of: written here instead.
  for (const file of ['index.html', asset, 'sw.js']) {
    const content = await readFile(path.join(webDist, file));
    await writeFile(path.join(webDist, `${file}.br`), brotliCompressSync(content));
    await writeFile(path.join(webDist, `${file}.gz`), gzipSync(content));
  }
  bank = await startTestBank({ webDist });
  await seedDemoData(bank.database.db, bank.clock);
  token = (await signIn(bank, leyla)).accessToken;
}, 60_000);
afterAll(async () => {
  await bank.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The body as the client reads it, after undoing the answer's Content-Encoding. */
function decoded(response: InjectResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

function varies(response: InjectResponse): boolean {
  return String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');
}

describe('built files', () => {
  it.each([
    [browserEncodings, 'br'],
    ['gzip, deflate', 'gzip'],
  ])('a hashed asset asked with %s comes as its %s copy, immutable', async (accepted, coding) => {
    const response = await bank.app.inject({
      url: `/${asset}`,
      headers: { 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(coding);
    expect(varies(response)).toBe(true);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response).toString()).toBe('console.log("bank");\n');
  });

  it.each([
    ['/accounts', browserEncodings, 'br'],
    ['/ru/auth/signin', 'gzip', 'gzip'],
    ['/', browserEncodings, 'br'],
  ])(
    'the app shell for %s asked with %s comes as its %s copy, never cached',
    async (url, accepted, coding) => {
      const response = await bank.app.inject({
        url,
        headers: { accept: html, 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(varies(response)).toBe(true);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(decoded(response).toString()).toBe(fakeIndexHtml);
    },
  );

  it('the service worker comes compressed and is never cached', async () => {
    const response = await bank.app.inject({
      url: '/sw.js',
      headers: { 'accept-encoding': browserEncodings },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/accounts', `/${asset}`])(
    '%s comes as it is to a client that takes no encoding',
    async (url) => {
      const response = await bank.app.inject({ url, headers: { accept: html } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(varies(response)).toBe(true);
      expect(response.body).toBe(url === '/accounts' ? fakeIndexHtml : 'console.log("bank");\n');
    },
  );

  it('the build writes a brotli and a gzip copy of each text file, none of a tiny one', async () => {
    const dir = await makeWebDist();
    const bundle = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`)}];\n`;
    await writeFile(path.join(dir, 'assets', 'rows-9b2e41.js'), bundle);
    await writeCompressedCopies(dir);
    const br = await readFile(path.join(dir, 'assets', 'rows-9b2e41.js.br'));
    const gz = await readFile(path.join(dir, 'assets', 'rows-9b2e41.js.gz'));
    const tiny = await readFile(path.join(dir, `${asset}.br`)).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    expect(brotliDecompressSync(br).toString()).toBe(bundle);
    expect(gunzipSync(gz).toString()).toBe(bundle);
    expect(br.length).toBeLessThan(bundle.length / 4);
    expect(tiny).toBeUndefined();
  });
});

describe('API answers', () => {
  function call(url: string, encodings?: string) {
    const headers: Record<string, string> = { authorization: token, 'accept-language': 'en' };
    if (encodings) headers['accept-encoding'] = encodings;
    return bank.app.inject({ url, headers });
  }

  it.each([
    [browserEncodings, 'br'],
    ['gzip', 'gzip'],
  ])(
    'over 1 KB are compressed for %s as %s, the contract and headers kept',
    async (accepted, coding) => {
      const plain = await call('/api/v1/operations');
      const response = await call('/api/v1/operations', accepted);
      expect(plain.rawPayload.length).toBeGreaterThan(compressionThreshold);
      // The contract's response check (a 500 if it saw no JSON) ran before the compression.
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(varies(response)).toBe(true);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(response).toString())).toEqual(plain.json());
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBeDefined();
    },
  );

  it('under 1 KB go as they are', async () => {
    const response = await call('/api/v1/accounts', browserEncodings);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(compressionThreshold);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(response.json())).toBe(true);
  });

  it('a PDF statement still decodes to the whole PDF', async () => {
    const [account] = (await call('/api/v1/accounts')).json<Array<{ id: string }>>();
    const url = `/api/v1/accounts/${account?.id}/statement?from=2026-02-01&to=2026-02-28`;
    const plain = await call(url);
    const response = await call(url, browserEncodings);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    const pdf = decoded(response);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
    expect(pdf.length).toBe(plain.rawPayload.length);
  });
});
