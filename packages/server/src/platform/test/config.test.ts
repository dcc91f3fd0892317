import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../config.js';
import { sandboxKey } from '../../payments/sandbox.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'tabib-config-'));

describe('loadConfig', () => {
  it('defaults to a safe local server on PGlite in <repo>/.data/pglite', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://127.0.0.1:3000',
      databaseUrl: undefined,
      dataDir,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      logLevel: 'info',
      seedOnEmpty: true,
      paymee: { apiKey: undefined, baseUrl: 'https://sandbox.paymee.tn', timeoutMs: 10_000 },
      paymentHoldMinutes: 15,
      rateLimitFactor: 1,
    });
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).dataDir).toBe(join(repoRoot, '.data', 'pglite'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '8080',
      DATABASE_URL: 'postgres://tabib@db:5432/tabib',
      JWT_SECRET: 's'.repeat(40),
      ACCESS_TOKEN_TTL: '600',
      REFRESH_TOKEN_TTL: '86400',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://tabib.example/',
      SEED_ON_EMPTY: 'false',
      TRUST_PROXY: 'true',
      PAYMEE_API_KEY: 'key',
      METRICS_TOKEN: 'm'.repeat(32),
      PAYMEE_VENDOR_ID: '1234',
      PAYMEE_BASE_URL: 'https://app.paymee.tn/',
      PAYMEE_TIMEOUT: '5000',
      PAYMENT_HOLD_MINUTES: '30',
      RATE_LIMIT_FACTOR: '20',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgres://tabib@db:5432/tabib',
      jwtSecret: 's'.repeat(40),
      accessTokenTtlSeconds: 600,
      refreshTokenTtlSeconds: 86_400,
      logLevel: 'warn',
      publicUrl: 'https://tabib.example',
      seedOnEmpty: false,
      trustProxy: true,
      paymee: { apiKey: 'key', vendorId: '1234', baseUrl: 'https://app.paymee.tn', timeoutMs: 5000 },
      paymentHoldMinutes: 30,
      rateLimitFactor: 20,
    });
  });

  it('reports every invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SEED_ON_EMPTY: 'maybe',
        DATA_DIR: tempDir(),
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be an integer from 0 to 65535 (got "eighty")',
      'DATABASE_URL must be a postgres: or postgresql: URL (got "mysql://x")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'SEED_ON_EMPTY must be true or false (got "maybe")',
    ]);
  });

  it('requires a JWT_SECRET of at least 32 characters in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      'JWT_SECRET is required when NODE_ENV=production',
    );
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: tempDir() })).toThrow(
      'JWT_SECRET must be at least 32 characters long',
    );
  });

  it('refuses to start in production without PAYMEE_API_KEY: the payment sandbox never runs there', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(
      'PAYMEE_API_KEY is required when NODE_ENV=production (the payment sandbox exists only outside production)',
    );
  });

  it('refuses to start in production without METRICS_TOKEN: the metrics are never open there', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: tempDir(),
        JWT_SECRET: 'x'.repeat(32),
        PAYMEE_API_KEY: 'key',
        PAYMEE_VENDOR_ID: '1234',
      }),
    ).toThrow('METRICS_TOKEN is required when NODE_ENV=production (GET /metrics asks for it)');
  });

  it('the sandbox webhook key is per installation (derived from its JWT secret), never a constant', () => {
    const one = sandboxKey(loadConfig({ DATA_DIR: tempDir() }).jwtSecret);
    const other = sandboxKey(loadConfig({ DATA_DIR: tempDir() }).jwtSecret);
    expect(one).toHaveLength(43);
    expect(one).not.toBe(other);
  });

  it('outside production, generates a JWT secret once and keeps it in DATA_DIR across restarts', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'tabib-jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('does not write a secret file when JWT_SECRET is set', () => {
    const dataDir = tempDir();
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
    expect(existsSync(join(dataDir, 'tabib-jwt-secret'))).toBe(false);
  });
});

describe('loadConfig: back-office social sign-in (docs/decisions/018-back-office.md)', () => {
  const base = () => ({ DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(32) });

  it('a development server with no provider configured has the local IdP stand in for both', () => {
    expect(loadConfig(base()).social).toEqual({
      google: { issuer: 'https://accounts.google.com', client: undefined },
      facebook: {
        dialogUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
        graphUrl: 'https://graph.facebook.com/v23.0',
        client: undefined,
      },
      localIdp: true,
    });
    // Tests keep the documented 503 NOT_CONFIGURED unless they ask for the local IdP.
    expect(loadConfig({ ...base(), NODE_ENV: 'test' }).social.localIdp).toBe(false);
    expect(loadConfig({ ...base(), NODE_ENV: 'test', LOCAL_IDP: 'on' }).social.localIdp).toBe(true);
  });

  it('in production the local IdP is off unless LOCAL_IDP asks for it', () => {
    const production = {
      ...base(),
      NODE_ENV: 'production',
      PAYMEE_API_KEY: 'key',
      METRICS_TOKEN: 'm'.repeat(32),
    };
    expect(loadConfig(production).social.localIdp).toBe(false);
    expect(loadConfig({ ...production, LOCAL_IDP: 'on' }).social.localIdp).toBe(true);
  });

  it('a provider with a client uses its issuer, and the local IdP is then off by default', () => {
    const social = loadConfig({
      ...base(),
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      FACEBOOK_CLIENT_ID: '1093847561029384',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      FACEBOOK_DIALOG_URL: 'https://www.facebook.com/v24.0/dialog/oauth/',
      FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v24.0',
    }).social;
    expect(social).toEqual({
      google: { issuer: 'https://accounts.google.com', client: { id: 'google-id', secret: 'google-secret' } },
      facebook: {
        dialogUrl: 'https://www.facebook.com/v24.0/dialog/oauth',
        graphUrl: 'https://graph.facebook.com/v24.0',
        client: { id: '1093847561029384', secret: 'facebook-secret' },
      },
      localIdp: false,
    });
    expect(
      loadConfig({ ...base(), GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', LOCAL_IDP: 'yes' }).social
        .localIdp,
    ).toBe(true);
  });

  it('rejects a client id without its secret, a bad issuer or URL, the broker setting, a bad LOCAL_IDP, and the local IdP with WORKERS > 1', () => {
    let error: unknown;
    try {
      loadConfig({
        ...base(),
        GOOGLE_CLIENT_ID: 'google-id',
        FACEBOOK_CLIENT_SECRET: 'facebook-secret',
        GOOGLE_ISSUER: 'accounts.google.com',
        FACEBOOK_ISSUER: 'https://idp.example.tn/realms/facebook',
        FACEBOOK_GRAPH_URL: 'graph.facebook.com/v23.0',
        LOCAL_IDP: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'GOOGLE_ISSUER must be a https: or http: URL (got "accounts.google.com")',
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      'FACEBOOK_ISSUER is no longer read: Facebook sign-in talks to Facebook Login itself ' +
        '(FACEBOOK_DIALOG_URL, FACEBOOK_GRAPH_URL; docs/decisions/018-back-office.md)',
      'FACEBOOK_GRAPH_URL must be a https: or http: URL (got "graph.facebook.com/v23.0")',
      'FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET go together',
      'LOCAL_IDP must be true or false (got "maybe")',
    ]);
    expect(() =>
      loadConfig({ ...base(), WORKERS: '2', DATABASE_URL: 'postgres://db/tabib', LOCAL_IDP: 'on' }),
    ).toThrow('LOCAL_IDP keeps its state in memory: it needs WORKERS=1');
    // Several workers and no explicit choice: the local IdP quietly stays off.
    expect(loadConfig({ ...base(), WORKERS: '2', DATABASE_URL: 'postgres://db/tabib' }).social.localIdp).toBe(
      false,
    );
  });
});

describe('loadConfig: SMS (docs/decisions/030-sms.md)', () => {
  it('sends SMS through Twilio only when its account, token and sender are all given', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).notifications.twilio).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM: 'Tabib',
      }).notifications.twilio,
    ).toEqual({
      accountSid: 'AC123',
      authToken: 'secret',
      from: 'Tabib',
      baseUrl: 'https://api.twilio.com',
      timeoutMs: 10_000,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together',
    );
  });
});

describe('loadConfig: object storage for uploads (docs/decisions/053-doctor-applications.md)', () => {
  it('keeps uploads in the database unless endpoint, bucket and keys are all given; the region defaults to us-east-1', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).objectStorage).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        S3_ENDPOINT: 'https://s3.fr-par.scw.cloud/',
        S3_BUCKET: 'tabib-uploads',
        S3_ACCESS_KEY_ID: 'SCWKEY',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).objectStorage,
    ).toEqual({
      endpoint: 'https://s3.fr-par.scw.cloud',
      bucket: 'tabib-uploads',
      region: 'us-east-1',
      accessKeyId: 'SCWKEY',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'tabib-uploads' })).toThrow(
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  });
});
