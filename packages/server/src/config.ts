import type { TwilioSettings } from './notifications/sms.js';
import type { TurnSettings } from './teleconsultation/ice-servers.js';
import type { S3Settings } from './uploads/object-storage.js';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAX_UPCOMING_RDVS_PER_PATIENT, DEFAULT_PAYMENT_HOLD_MINUTES } from './booking-defaults.js';

/** The repository root: this file is packages/server/src/config.ts (or dist/config.js after a build). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const nodeEnvs = ['development', 'production', 'test'] as const;

export type LogLevel = (typeof logLevels)[number];
export type NodeEnv = (typeof nodeEnvs)[number];

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

export type SocialProviderName = 'google' | 'facebook';

/** A provider signs in through its real service when it has a client, else through the local IdP when on. */
export interface SocialProviderConfig {
  issuer: string;
  client: { id: string; secret: string } | undefined;
}

/**
 * Facebook Login's manually built flow (docs/decisions/018-back-office.md, "Facebook"): the login dialog
 * and the Graph API, each with its version in the path.
 */
export interface FacebookLoginConfig {
  dialogUrl: string;
  graphUrl: string;
  /** Tabib's Facebook app: its app id and app secret. */
  client: { id: string; secret: string } | undefined;
}

export interface SocialConfig {
  google: SocialProviderConfig;
  facebook: FacebookLoginConfig;
  /** The built-in identity provider (src/idp) standing in for every provider without a client. */
  localIdp: boolean;
}

/** Every invalid variable at once, so one failed start tells the operator everything to fix. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/** Reads one variable at a time and collects problems instead of throwing at the first one. */
class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  string(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.string(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  url(name: string, protocols: string[], fallback?: string): string | undefined {
    const raw = this.string(name) ?? fallback;
    if (raw === undefined) return undefined;
    try {
      const url = new URL(raw);
      if (!protocols.includes(url.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      this.problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${raw}")`);
      return fallback;
    }
  }

  path(name: string, fallback: string): string {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    return isAbsolute(raw) ? raw : resolve(process.cwd(), raw);
  }
}

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

function readSocialClient(read: EnvReader, prefix: 'GOOGLE' | 'FACEBOOK'): SocialProviderConfig['client'] {
  const id = read.string(`${prefix}_CLIENT_ID`);
  const secret = read.string(`${prefix}_CLIENT_SECRET`);
  if ((id === undefined) !== (secret === undefined)) {
    read.problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET go together`);
  }
  return id !== undefined && secret !== undefined ? { id, secret } : undefined;
}

const readBaseUrl = (read: EnvReader, name: string, fallback: string): string =>
  (read.url(name, ['https:', 'http:'], fallback) as string).replace(/\/+$/, '');

/** The Graph API version Tabib was written against; Facebook keeps a version for two years at least. */
export const FACEBOOK_GRAPH_VERSION = 'v23.0';

function readFacebookLogin(read: EnvReader): FacebookLoginConfig {
  // Before: the address of an OpenID broker federating Facebook. Ignoring it would silently bypass the
  // broker an operator set up, so its presence stops the start with what replaced it.
  if (read.string('FACEBOOK_ISSUER') !== undefined) {
    read.problems.push(
      'FACEBOOK_ISSUER is no longer read: Facebook sign-in talks to Facebook Login itself ' +
        '(FACEBOOK_DIALOG_URL, FACEBOOK_GRAPH_URL; docs/decisions/018-back-office.md)',
    );
  }
  return {
    dialogUrl: readBaseUrl(
      read,
      'FACEBOOK_DIALOG_URL',
      `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
    ),
    graphUrl: readBaseUrl(read, 'FACEBOOK_GRAPH_URL', `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`),
    client: readSocialClient(read, 'FACEBOOK'),
  };
}

/**
 * The local IdP is on by default only where it cannot be mistaken for a real sign-in: a development
 * server (`pnpm start`) with no real provider configured, in one process (its state lives in memory).
 * Tests and production ask for it with LOCAL_IDP.
 */
function readSocialConfig(read: EnvReader, nodeEnv: NodeEnv, workers: number): SocialConfig {
  const google = {
    issuer: readBaseUrl(read, 'GOOGLE_ISSUER', 'https://accounts.google.com'),
    client: readSocialClient(read, 'GOOGLE'),
  };
  const facebook = readFacebookLogin(read);
  const anyClient = google.client !== undefined || facebook.client !== undefined;
  const localIdp = read.boolean('LOCAL_IDP', nodeEnv === 'development' && !anyClient && workers === 1);
  if (localIdp && workers > 1) read.problems.push('LOCAL_IDP keeps its state in memory: it needs WORKERS=1');
  return { google, facebook, localIdp };
}

/** docs/decisions/030-sms.md: SMS by Twilio when its three settings are given, else to the outbox. */
function readTwilioConfig(read: EnvReader): TwilioSettings | undefined {
  const accountSid = read.string('TWILIO_ACCOUNT_SID');
  const authToken = read.string('TWILIO_AUTH_TOKEN');
  const from = read.string('TWILIO_FROM');
  const baseUrl = (
    read.url('TWILIO_BASE_URL', ['https:', 'http:'], 'https://api.twilio.com') as string
  ).replace(/\/+$/, '');
  const timeoutMs = read.integer('TWILIO_TIMEOUT', 10_000, 100, 120_000);
  const given = [accountSid, authToken, from].filter((value) => value !== undefined).length;
  if (given === 0) return undefined;
  if (given < 3) {
    read.problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together');
    return undefined;
  }
  return { accountSid: accountSid!, authToken: authToken!, from: from!, baseUrl, timeoutMs };
}

/** S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together. */
function readObjectStorage(read: EnvReader): S3Settings | undefined {
  const endpoint = read.url('S3_ENDPOINT', ['https:', 'http:']);
  const bucket = read.string('S3_BUCKET');
  const accessKeyId = read.string('S3_ACCESS_KEY_ID');
  const secretAccessKey = read.string('S3_SECRET_ACCESS_KEY');
  const region = read.string('S3_REGION') ?? 'us-east-1';
  const given = [endpoint, bucket, accessKeyId, secretAccessKey].filter(
    (value) => value !== undefined,
  ).length;
  if (given === 0) return undefined;
  if (given < 4) {
    read.problems.push('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    return undefined;
  }
  return {
    endpoint: endpoint!.replace(/\/+$/, ''),
    bucket: bucket!,
    region,
    accessKeyId: accessKeyId!,
    secretAccessKey: secretAccessKey!,
  };
}

/** docs/decisions/055: TURN_URLS (comma-separated stun:/turn:/turns: URLs) and coturn's TURN_SECRET. */
function readTurnSettings(read: EnvReader): TurnSettings {
  const urls = (read.string('TURN_URLS') ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  for (const url of urls) {
    if (!/^(stuns?|turns?):[^\s]+$/.test(url))
      read.problems.push(`TURN_URLS: "${url}" is not a stun:, turn: or turns: URL`);
  }
  const secret = read.string('TURN_SECRET');
  if (urls.some((url) => url.startsWith('turn')) && secret === undefined) {
    read.problems.push('TURN_URLS lists a TURN server: TURN_SECRET (coturn static-auth-secret) is required');
  }
  return { urls, secret, ttlSeconds: read.integer('TURN_TTL', 3600, 60, 86_400) };
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
