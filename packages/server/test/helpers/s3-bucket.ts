import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestBucket {
  /** `http://127.0.0.1:<port>`: what S3_ENDPOINT is set to. */
  endpoint: string;
  /** What was PUT, by path (`/<bucket>/<key>`). */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Every request, in order, with its Authorization header. */
  seen: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

/**
 * An S3-compatible bucket on 127.0.0.1 standing in for the provider: keeps what is PUT, answers 404 for
 * the rest, and 403 to a request not signed (SigV4) with `accessKeyId`.
 */
export async function startTestBucket(accessKeyId: string): Promise<TestBucket> {
  const objects: TestBucket['objects'] = new Map();
  const seen: TestBucket['seen'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      seen.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
      if (!request.headers.authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        response.writeHead(403).end();
        return;
      }
      if (request.method === 'PUT') {
        objects.set(path, { body: Buffer.concat(chunks), contentType: request.headers['content-type'] });
        response.writeHead(200).end();
        return;
      }
      const object = objects.get(path);
      if (!object) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': object.contentType ?? '' }).end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
