import type { S3Settings } from './object-storage.js';
import type { EnvReader, NodeEnv } from './config-reader.js';

/* The settings of the services the server talks to: social sign-in, SMS, object storage, TURN. */

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
export function readSocialConfig(read: EnvReader, nodeEnv: NodeEnv, workers: number): SocialConfig {
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

/** Twilio's account, sender and API, for notifications/sms.ts. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number or an approved alphanumeric sender id ("Tabib"). */
  from: string;
  baseUrl: string;
  timeoutMs: number;
}

/** docs/decisions/030-sms.md: SMS by Twilio when its three settings are given, else to the outbox. */
export function readTwilioConfig(read: EnvReader): TwilioSettings | undefined {
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
export function readObjectStorage(read: EnvReader): S3Settings | undefined {
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

/** The STUN/TURN servers a teleconsultation is offered, for teleconsultation/ice-servers.ts. */
export interface TurnSettings {
  /** `stun:` and `turn:`/`turns:` URLs (TURN_URLS). */
  urls: string[];
  /** coturn's `static-auth-secret` (TURN_SECRET); without it the `turn:` URLs are not handed out. */
  secret: string | undefined;
  /** How long a credential is valid. */
  ttlSeconds: number;
}

/** docs/decisions/055: TURN_URLS (comma-separated stun:/turn:/turns: URLs) and coturn's TURN_SECRET. */
export function readTurnSettings(read: EnvReader): TurnSettings {
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
