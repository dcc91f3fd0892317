import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the fake API. */
export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  /** Path + query, e.g. `/v1/questions/specialty/s1?closed=false`. */
  url: string;
  headers: IncomingMessage['headers'];
}

export type FakeRoute = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * A tiny HTTP server on 127.0.0.1 and a free port, for single-layer tests of the hooks: each test
 * says what `METHOD /path` answers (query strings ignored when matching) and reads what was asked.
 */
export interface FakeApi {
  origin: string;
  baseUrl: string;
  requests: RecordedRequest[];
  route(key: string, answer: FakeRoute | FakeResponse): void;
  close(): Promise<void>;
}

export async function startFakeApi(): Promise<FakeApi> {
  const routes = new Map<string, FakeRoute>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers };
    requests.push(request);
    req.resume();
    req.on('end', async () => {
      const route = routes.get(`${request.method} ${request.url.split('?')[0]}`);
      const answer: FakeResponse = route
        ? await route(request)
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
      res.statusCode = answer.status ?? 200;
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      if (answer.body === undefined) return res.end();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    baseUrl: `${origin}/v1`,
    requests,
    route(key, answer) {
      routes.set(key, typeof answer === 'function' ? answer : () => answer);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
