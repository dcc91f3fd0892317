import type { S3Settings } from './object-storage.js';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, type Env, EnvReader, type NodeEnv, nodeEnvs } from './config-reader.js';
import {
  readObjectStorage,
  readSocialConfig,
  readTurnSettings,
  readTwilioConfig,
  type SocialConfig,
  type TurnSettings,
  type TwilioSettings,
} from './config-services.js';

export { ConfigError } from './config-reader.js';
export type { NodeEnv } from './config-reader.js';
export type { SocialProviderName } from './config-services.js';

/** The repository root: this file is packages/server/src/platform/config.ts (or dist/config.js after a build). */
export const repoRoot = resolve(
  dirname(fileURLToPath(import.meta.url)),
  // dist/main.js after a build; src/platform/config.ts in the sources
  import.meta.url.includes('/dist/') ? '../../..' : '../../../..',
);

/** PAYMENT_HOLD_MINUTES' default: how long an rdv booked for online payment holds its slot (docs/decisions/015). */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;

/** BOOKING_MAX_UPCOMING's default: upcoming rdvs one patient may hold over all doctors (docs/decisions/034). */
export const DEFAULT_MAX_UPCOMING_RDVS_PER_PATIENT = 10;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof logLevels)[number];

/** Every setting of the server; each comes from one environment variable (packages/server/README.md). */
export interface Config {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  /** The address users reach the server at; used for absolute links and the `Secure` cookie decision. */
  publicUrl: string;
  /** A PostgreSQL connection string; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** Server processes sharing the port (node:cluster); more than 1 needs `databaseUrl`. */
  workers: number;
  /** Multiplies the per-minute limits of login, register and password change (1 in production). */
  rateLimitFactor: number;
  /** How often buffered statistics (a search's `display` counts) are written. */
  statsFlushIntervalMs: number;
  /** How long a public doctor search page is served from memory (docs/decisions/019); 0 = off. */
  searchCacheMs: number;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  logLevel: LogLevel;
  /** The built web app to serve next to /v1; ignored when the folder does not exist. */
  appDist: string;
  /** Seed the demo data when the server starts on an empty database. */
  seedOnEmpty: boolean;
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, before the server stops
   * accepting: the time a load balancer needs to see it and send new requests elsewhere.
   */
  shutdownDrainMs: number;
  trustProxy: boolean;
  /**
   * Origins of other sites allowed to call the API from a browser with credentials (CORS_ORIGINS,
   * comma-separated, e.g. `https://clinic.example,http://127.0.0.1:4174`); empty: same origin only.
   */
  corsOrigins: string[];
  /**
   * The session cookies' (refresh, session hint, XSRF-TOKEN) attributes (docs/decisions/033).
   * `sameSite` from COOKIE_SAME_SITE (default `strict`); `none` lets pages of another site send them
   * and needs `secure`, which follows PUBLIC_URL's scheme (a `localhost` PUBLIC_URL counts as secure:
   * browsers keep Secure cookies of http://localhost).
   */
  sessionCookies: { sameSite: CookieSameSite; secure: boolean };
  paymee: { vendorId: string | undefined; apiKey: string | undefined; baseUrl: string; timeoutMs: number };
  /** How long an rdv booked for online payment holds its slot without a paid payment (docs/decisions/015). */
  paymentHoldMinutes: number;
  /** When set, `GET /metrics` requires it as a bearer token (METRICS_TOKEN; docs/operations.md). */
  metricsToken: string | undefined;
  /** Upcoming rdvs one patient may hold over all doctors; each doctor also caps their own (docs/decisions/034). */
  maxUpcomingRdvsPerPatient: number;
  /** The e-mail queue (docs/decisions/017): SMTP when `smtpUrl` is set, else the outbox only. */
  notifications: {
    intervalMs: number;
    maxAttempts: number;
    smtpUrl: string | undefined;
    mailFrom: string;
    /** SMS by Twilio; undefined: SMS go to the outbox only (docs/decisions/030-sms.md). */
    twilio: TwilioSettings | undefined;
  };
  /** Back-office sign-in with Google and Facebook (docs/decisions/018-back-office.md, "Social sign-in"). */
  social: SocialConfig;
  /**
   * TELECONSULTATION (`on` | `off`): remote visit types may be created and booked, and their rooms
   * opened. Off by default in production, until the operator holds the authorizations
   * docs/decisions/054-teleconsultation-rules.md lists; on elsewhere (the demo, development, tests).
   */
  teleconsultation: boolean;
  /** S3-compatible storage for uploads (proofs, photos); undefined: they are kept in the database. */
  objectStorage: S3Settings | undefined;
  /** STUN/TURN servers handed to the parties of a teleconsultation (docs/decisions/055-teleconsultation-room.md). */
  turn: TurnSettings;
}

const switchValues = ['on', 'off'] as const;

export type CookieSameSite = 'strict' | 'lax' | 'none';
const cookieSameSites: readonly CookieSameSite[] = ['strict', 'lax', 'none'];

const minSecretLength = 32;
const jwtSecretFile = 'tabib-jwt-secret';

/**
 * Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so sessions survive
 * restarts of a development server without any setup.
 */
function persistedDevSecret(dataDir: string): string {
  const file = join(dataDir, jwtSecretFile);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Parses and validates the environment; throws one ConfigError listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const read = new EnvReader(env);
  const nodeEnv = read.oneOf('NODE_ENV', nodeEnvs, 'development');
  const host = read.string('HOST') ?? '127.0.0.1';
  const port = read.integer('PORT', 3000, 0, 65535);
  const dataDir = read.path('DATA_DIR', join(repoRoot, '.data', 'pglite'));
  const databaseUrl = read.url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const publicUrl =
    read.url('PUBLIC_URL', ['http:', 'https:']) ??
    `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

  const cookieSameSite = read.oneOf('COOKIE_SAME_SITE', cookieSameSites, 'strict');
  const publicHost = new URL(publicUrl).hostname;
  const httpsPublicUrl = publicUrl.startsWith('https:');
  // Browsers drop a SameSite=None cookie that is not Secure, and do not send a Secure one over plain
  // http except to localhost: cross-site cookies need https (docs/decisions/033).
  if (cookieSameSite === 'none' && !httpsPublicUrl && publicHost !== 'localhost') {
    read.problems.push(
      'COOKIE_SAME_SITE=none needs an https PUBLIC_URL (or http://localhost): browsers drop SameSite=None cookies that are not Secure',
    );
  }

  const workers = read.integer('WORKERS', 1, 1, 64);
  // The embedded PGlite database lives in one process: several workers need PostgreSQL.
  if (workers > 1 && databaseUrl === undefined) read.problems.push('WORKERS > 1 requires DATABASE_URL');

  let jwtSecret = read.string('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < minSecretLength) {
    read.problems.push(`JWT_SECRET must be at least ${minSecretLength} characters long`);
  }
  if (jwtSecret === undefined && nodeEnv === 'production') {
    read.problems.push('JWT_SECRET is required when NODE_ENV=production');
  }
  // docs/decisions/022: the sandbox provider settles payments without money, so it never runs in production.
  if (read.string('PAYMEE_API_KEY') === undefined && nodeEnv === 'production') {
    read.problems.push(
      'PAYMEE_API_KEY is required when NODE_ENV=production (the payment sandbox exists only outside production)',
    );
  }

  // The metrics show request rates, bookings and payments by outcome: in production only a scraper
  // holding the token may read them, whatever the proxy in front does.
  if (read.string('METRICS_TOKEN') === undefined && nodeEnv === 'production') {
    read.problems.push('METRICS_TOKEN is required when NODE_ENV=production (GET /metrics asks for it)');
  }

  const config = {
    nodeEnv,
    host,
    port,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    databaseUrl,
    databasePoolMax: read.integer('DATABASE_POOL_MAX', 10, 1, 1000),
    workers,
    // End-to-end runs sign in many times a minute from one address.
    rateLimitFactor: read.integer('RATE_LIMIT_FACTOR', 1, 1, 1000),
    statsFlushIntervalMs: read.integer('STATS_FLUSH_INTERVAL', 2_000, 10, 600_000),
    searchCacheMs: read.integer('SEARCH_CACHE_MS', 1_000, 0, 60_000),
    dataDir,
    accessTokenTtlSeconds: read.integer('ACCESS_TOKEN_TTL', 900, 30, 86_400),
    refreshTokenTtlSeconds: read.integer('REFRESH_TOKEN_TTL', 2_592_000, 300, 31_536_000),
    logLevel: read.oneOf('LOG_LEVEL', logLevels, nodeEnv === 'test' ? 'silent' : 'info'),
    appDist: read.path('APP_DIST', join(repoRoot, 'packages', 'app', 'dist')),
    seedOnEmpty: read.boolean('SEED_ON_EMPTY', true),
    bodyLimitBytes: read.integer('BODY_LIMIT', 1_048_576, 1024, 104_857_600),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT', 10_000, 0, 600_000),
    shutdownDrainMs: read.integer('SHUTDOWN_DRAIN', 0, 0, 120_000),
    trustProxy: read.boolean('TRUST_PROXY', false),
    corsOrigins: (read.string('CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
    sessionCookies: { sameSite: cookieSameSite, secure: httpsPublicUrl || cookieSameSite === 'none' },
    paymee: {
      vendorId: read.string('PAYMEE_VENDOR_ID'),
      apiKey: read.string('PAYMEE_API_KEY'),
      baseUrl: (
        read.url('PAYMEE_BASE_URL', ['https:', 'http:'], 'https://sandbox.paymee.tn') as string
      ).replace(/\/+$/, ''),
      timeoutMs: read.integer('PAYMEE_TIMEOUT', 10_000, 100, 120_000),
    },
    paymentHoldMinutes: read.integer('PAYMENT_HOLD_MINUTES', DEFAULT_PAYMENT_HOLD_MINUTES, 1, 1440),
    metricsToken: read.string('METRICS_TOKEN'),
    maxUpcomingRdvsPerPatient: read.integer(
      'BOOKING_MAX_UPCOMING',
      DEFAULT_MAX_UPCOMING_RDVS_PER_PATIENT,
      1,
      100,
    ),
    notifications: {
      intervalMs: read.integer('NOTIFY_INTERVAL', 30_000, 10, 3_600_000),
      maxAttempts: read.integer('NOTIFY_MAX_ATTEMPTS', 5, 1, 20),
      smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
      mailFrom: read.string('MAIL_FROM') ?? 'Tabib <no-reply@tabib.tn>',
      twilio: readTwilioConfig(read),
    },
    social: readSocialConfig(read, nodeEnv, workers),
    teleconsultation:
      read.oneOf('TELECONSULTATION', switchValues, nodeEnv === 'production' ? 'off' : 'on') === 'on',
    objectStorage: readObjectStorage(read),
    turn: readTurnSettings(read),
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);

  jwtSecret ??= persistedDevSecret(dataDir);
  return { ...config, jwtSecret };
}
