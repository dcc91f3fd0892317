import { createHash, createHmac } from 'node:crypto';

/**
 * Where checked uploads go when the operator configures S3-compatible object storage (AWS S3, Scaleway,
 * OVHcloud, MinIO, Ceph…) instead of the database: docs/decisions/053-doctor-applications.md "Storage".
 */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when the storage has no such key. */
  get(key: string): Promise<Buffer | undefined>;
}

/** S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (packages/server/README.md). */
export interface S3Settings {
  /** e.g. `https://s3.fr-par.scw.cloud`; the bucket goes in the path, which every provider accepts. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 as AWS wants it: every byte but unreserved characters; `/` kept in a path. */
function awsEncode(value: string, keepSlash: boolean): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) return char;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

export interface SignedRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * Signs a request with AWS Signature Version 4 for the service `s3`: the headers given (lower-case names)
 * plus `host`, `x-amz-date`, `x-amz-content-sha256` and `authorization`. Written here, in the fifty lines
 * it takes, rather than depending on an SDK of several megabytes for two calls.
 */
export function signS3Request(
  request: SignedRequest,
  settings: Pick<S3Settings, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  now: Date,
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': sha256Hex(request.body ?? ''),
  };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const query = [...request.url.searchParams]
    .map(([name, value]) => `${awsEncode(name, false)}=${awsEncode(value, false)}`)
    .sort()
    .join('&');
  const canonical = [
    request.method,
    awsEncode(decodeURIComponent(request.url.pathname), true),
    query,
    names.map((name) => `${name}:${String(headers[name]).trim()}\n`).join(''),
    names.join(';'),
    headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${settings.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (signing, part) => hmac(signing, part),
    hmac(hmac(`AWS4${settings.secretAccessKey}`, day), settings.region),
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${settings.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}

/** The storage's answer was not what a put or a get expects: the upload is refused, never half-stored. */
export class ObjectStorageError extends Error {}

/** An S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`). */
export function createS3Storage(settings: S3Settings, now: () => Date = () => new Date()): ObjectStorage {
  const urlOf = (key: string) =>
    new URL(
      `${settings.endpoint.replace(/\/$/, '')}/${awsEncode(settings.bucket, false)}/${awsEncode(key, true)}`,
    );
  return {
    async put(key, bytes, contentType) {
      const url = urlOf(key);
      const headers = signS3Request(
        { method: 'PUT', url, headers: { 'content-type': contentType }, body: bytes },
        settings,
        now(),
      );
      delete headers.host;
      const response = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
      if (!response.ok)
        throw new ObjectStorageError(`object storage: PUT ${key} answered ${response.status}`);
    },
    async get(key) {
      const url = urlOf(key);
      const headers = signS3Request({ method: 'GET', url, headers: {} }, settings, now());
      delete headers.host;
      const response = await fetch(url, { headers });
      if (response.status === 404) return undefined;
      if (!response.ok)
        throw new ObjectStorageError(`object storage: GET ${key} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
