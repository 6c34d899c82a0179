import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  defaultBankDetails,
  loadConfig,
  sandboxExposureWarning,
} from '../../server/config';

describe('configuration from the environment', () => {
  it('has working defaults for a local run', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      sandboxPublic: false,
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      nodeEnv: 'development',
      sandbox: true,
      apiDocs: true,
      logLevel: 'info',
      webDist: path.resolve('dist'),
      authSecret: undefined,
      accessTokenTtlSeconds: 300,
      sessionIdleTimeoutSeconds: 300,
      sessionMaxLifetimeSeconds: 43_200,
      authRateLimitPerIp: 100,
      authRateLimitPerIdentifier: 30,
      authRateLimitWindowSeconds: 900,
      trustProxy: 0,
      codeSmsLimits: { perPhone: { hour: 10, day: 30 }, perAddress: { hour: 50, day: 200 } },
      jobs: true,
      jobsPollSeconds: 5,
      bank: defaultBankDetails,
    });
  });

  const secret = { AUTH_SECRET: 'k'.repeat(32) };
  it.each([
    [{ NODE_ENV: 'production', ...secret }, false],
    [{ NODE_ENV: 'production', SANDBOX: '1', ...secret }, true],
    [{ SANDBOX: '0' }, false],
    [{ NODE_ENV: 'test' }, true],
  ])('sandbox mode for %o is %s', (env, sandbox) => {
    expect(loadConfig(env).sandbox).toBe(sandbox);
  });

  it('reports every problem at once', () => {
    const env = { PORT: '80a', SANDBOX: 'maybe', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(4);
    }
  });

  it('accepts a PostgreSQL URL', () => {
    const url = 'postgres://bank@db.internal:5432/bank';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('accepts a formation: several hosts and the role asked for', () => {
    const url = 'postgres://bank@db1:5432,db2:5432,db3/bank?target_session_attrs=read-write';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it.each([
    ['postgres://bank@db1:5432,db2:54x2/bank', 'the host db2:54x2 has no valid port'],
    [
      'postgres://bank@db1,db2/bank?target_session_attrs=standby',
      'asks for target_session_attrs=standby, which is not supported',
    ],
    ['mysql://bank@db1/bank', 'is not a postgres:// or postgresql:// URL'],
  ])('refuses %s at start, saying why', (url, why) => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError);
    try {
      loadConfig({ DATABASE_URL: url });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toContain(`DATABASE_URL ${why}`);
    }
  });
});

describe('authentication settings', () => {
  it('require AUTH_SECRET in production, of at least 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET is required/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'k'.repeat(32) }).authSecret).toBe(
      'k'.repeat(32),
    );
  });

  it('read token and session lifetimes, rate limits and proxy hops', () => {
    const config = loadConfig({
      ACCESS_TOKEN_TTL_SECONDS: '5',
      SESSION_IDLE_TIMEOUT_SECONDS: '120',
      SESSION_MAX_LIFETIME_SECONDS: '3600',
      AUTH_RATE_LIMIT_PER_IP: '50',
      AUTH_RATE_LIMIT_PER_IDENTIFIER: '10',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      accessTokenTtlSeconds: 5,
      sessionIdleTimeoutSeconds: 120,
      sessionMaxLifetimeSeconds: 3600,
      authRateLimitPerIp: 50,
      authRateLimitPerIdentifier: 10,
      authRateLimitWindowSeconds: 60,
      trustProxy: 1,
    });
  });

  it('read the limits of code SMS, each a whole number of at least 1 (issue 13, M2)', () => {
    const config = loadConfig({
      CODE_SMS_PER_PHONE_HOUR: '3',
      CODE_SMS_PER_PHONE_DAY: '9',
      CODE_SMS_PER_ADDRESS_HOUR: '20',
      CODE_SMS_PER_ADDRESS_DAY: '500',
    });
    expect(config.codeSmsLimits).toEqual({
      perPhone: { hour: 3, day: 9 },
      perAddress: { hour: 20, day: 500 },
    });
    expect(() => loadConfig({ CODE_SMS_PER_PHONE_HOUR: '0' })).toThrow(/CODE_SMS_PER_PHONE_HOUR/);
    expect(() => loadConfig({ CODE_SMS_PER_ADDRESS_DAY: 'many' })).toThrow(
      /CODE_SMS_PER_ADDRESS_DAY/,
    );
  });

  it.each([
    [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, /ACCESS_TOKEN_TTL_SECONDS must be a whole number/],
    [{ ACCESS_TOKEN_TTL_SECONDS: '5m' }, /ACCESS_TOKEN_TTL_SECONDS must be a whole number/],
    [
      { SESSION_IDLE_TIMEOUT_SECONDS: '900', SESSION_MAX_LIFETIME_SECONDS: '600' },
      /not be shorter/,
    ],
    [{ AUTH_RATE_LIMIT_PER_IP: '-1' }, /AUTH_RATE_LIMIT_PER_IP/],
  ])('refuse %o', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(problem);
  });
});

describe('job worker settings', () => {
  it('run the worker unless JOBS=0, polling every JOBS_POLL_SECONDS', () => {
    expect(loadConfig({ JOBS: '0', JOBS_POLL_SECONDS: '30' })).toMatchObject({
      jobs: false,
      jobsPollSeconds: 30,
    });
    expect(() => loadConfig({ JOBS: 'sometimes' })).toThrow(/JOBS must be 1 or 0/);
    expect(() => loadConfig({ JOBS_POLL_SECONDS: '0' })).toThrow(/JOBS_POLL_SECONDS/);
  });
});

describe("the bank's details (issue 15)", () => {
  it('come from BANK_* variables, each checked', () => {
    const bank = loadConfig({
      BANK_NAME: 'Bank Example',
      BANK_TAX_ID: '1700012345',
      BANK_BIC: 'EXMPAZ22',
      BANK_CORRESPONDENT_ACCOUNT: defaultBankDetails.correspondentAccount,
      BANK_HOTLINE_EN: '*1234 +994 12 555 12 34',
    }).bank;
    expect(bank).toMatchObject({ name: 'Bank Example', taxId: '1700012345', bic: 'EXMPAZ22' });
    expect(bank.hotlines[2]).toEqual({ language: 'en', short: '*1234', full: '+994 12 555 12 34' });
    expect(() => loadConfig({ BANK_TAX_ID: '12345' })).toThrow(/BANK_TAX_ID/);
    expect(() => loadConfig({ BANK_BIC: 'bank' })).toThrow(/BANK_BIC/);
    expect(() => loadConfig({ BANK_CORRESPONDENT_ACCOUNT: 'AZ00' })).toThrow(/CORRESPONDENT/);
    expect(() => loadConfig({ BANK_HOTLINE_AZ: '0000' })).toThrow(/BANK_HOTLINE_AZ/);
  });
});

describe('where the bank listens (issue 13, H1)', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', 'localhost', 'LOCALHOST'])(
    'runs the sandbox on the loopback address %s',
    (host) => {
      const config = loadConfig({ HOST: host });
      expect(config).toMatchObject({ host, sandbox: true, sandboxPublic: false });
      expect(sandboxExposureWarning(config)).toBeUndefined();
    },
  );

  it.each(['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'bank.example', '::ffff:10.0.0.5'])(
    'refuses to run the sandbox on %s without SANDBOX_PUBLIC=1',
    (host) => {
      expect(() => loadConfig({ HOST: host })).toThrow(ConfigError);
      expect(() => loadConfig({ HOST: host })).toThrow(/SANDBOX_PUBLIC=1/);
      expect(() => loadConfig({ HOST: host, SANDBOX_PUBLIC: '0' })).toThrow(/SANDBOX_PUBLIC=1/);
    },
  );

  it('runs a sandbox open to the network when told to, and warns about it', () => {
    const config = loadConfig({ HOST: '0.0.0.0', SANDBOX_PUBLIC: '1' });
    expect(config).toMatchObject({ host: '0.0.0.0', sandbox: true, sandboxPublic: true });
    expect(sandboxExposureWarning(config)).toMatch(/0\.0\.0\.0.*SMS outbox.*operator console/s);
  });

  it('lets a bank without the sandbox listen on any address', () => {
    const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'k'.repeat(32), HOST: '::' });
    expect(config).toMatchObject({ host: '::', sandbox: false });
    expect(sandboxExposureWarning(config)).toBeUndefined();
    expect(loadConfig({ SANDBOX: '0', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses a SANDBOX_PUBLIC that is not 1 or 0', () => {
    expect(() => loadConfig({ SANDBOX_PUBLIC: 'yes' })).toThrow(/SANDBOX_PUBLIC must be 1 or 0/);
  });
});

describe('the public address links are built from (issue 13, L5)', () => {
  it('is http://localhost on the port unless PUBLIC_URL is given', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://sandbox.bank.example/' }).publicUrl).toBe(
      'https://sandbox.bank.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000' }).publicUrl).toBe(
      'http://10.0.0.5:3000',
    );
  });

  it.each(['bank.example', 'ftp://bank.example', 'https://bank.example/app', 'https://x?y=1'])(
    'refuses PUBLIC_URL=%s',
    (url) => {
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(/PUBLIC_URL must be/);
    },
  );
});

describe('the API reference at /api/docs (issue 13)', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'k'.repeat(32) };
  it.each([
    [{}, true],
    [{ API_DOCS: '0' }, false],
    [production, false],
    [{ ...production, API_DOCS: '1' }, true],
  ])('for %o is published: %s', (env, apiDocs) => {
    expect(loadConfig(env).apiDocs).toBe(apiDocs);
  });
});
