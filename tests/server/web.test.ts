import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIndexHtml, makeWebDist, startTestBank, type TestBank } from './support/bank';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

describe('the web app', () => {
  it.each([
    '/',
    '/accounts',
    '/ru/accounts',
    '/en/loan-requests/abc',
    '/auth/signin',
    '/ru/auth/signup',
    '/en/templates/edit/42',
    '/payments/provider/7',
    '/sandbox',
    '/en/sandbox',
    '/no/such/page',
  ])('answers %s with index.html, never cached', async (url) => {
    const response = await bank.app.inject({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(fakeIndexHtml);
  });

  it('serves hashed assets as immutable and the service worker as no-cache', async () => {
    const asset = await bank.app.inject({ url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await bank.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const response = await bank.app.inject({ url: '/assets/index-old.js', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('sends a Content-Security-Policy the built app can run under', async () => {
    const response = await bank.app.inject({ url: '/ru/accounts', headers: html });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('tells the operator to build the web app when there is none', async () => {
    const emptyDist = await makeWebDist({ withIndex: false });
    const unbuilt = await startTestBank({ webDist: emptyDist });
    const response = await unbuilt.app.inject({ url: '/ru/accounts', headers: html });
    await unbuilt.close();
    await rm(emptyDist, { recursive: true, force: true });
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });
});

describe('API addresses', () => {
  it.each([
    '/api/v2/nothing',
    '/api/v1/login',
    '/sandbox/v1/unknown',
    '/bank-details/v9/x',
    '/ms-fatca/v1/none',
    '/loan-insurance/v1/x',
    '/account-application/v1/x',
    '/deposit-application/v1/x',
  ])('answer 404 JSON for an unknown GET %s, even to a browser', async (url) => {
    const response = await bank.app.inject({ url, headers: { ...html, 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Nothing was found at this address.',
    });
  });

  it('answer 404 JSON for an unknown method on a known path', async () => {
    const response = await bank.app.inject({ method: 'DELETE', url: '/api/v1/orders' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answer 404 JSON to a page address when the caller wants JSON', async () => {
    const response = await bank.app.inject({
      url: '/ru/accounts',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('/api/docs', () => {
  it('publishes the contract as JSON', async () => {
    const response = await bank.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/sandbox/v1/sms'].get.operationId).toBe('listSandboxSms');
  });

  it('serves the interactive reference with only same-origin scripts', async () => {
    const page = await bank.app.inject({ url: '/api/docs/', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const initializer = await bank.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});
