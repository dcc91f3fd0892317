import { readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { classifyAddress, isPublicAddress } from '../address';

// Test helpers only (imported by *.test.ts): a real image host on 127.0.0.1.

/** The test policy: public addresses as in production, plus loopback where the test server lives. */
export const allowLoopback = (address: string) =>
  isPublicAddress(address) || classifyAddress(address) === 'loopback';

/** A self-signed certificate for localhost, images.test and 127.0.0.1 (valid until 2126). */
export const testCertificate = readFileSync(new URL('./localhost-cert.pem', import.meta.url), 'utf8');
const testKey = readFileSync(new URL('./localhost-key.pem', import.meta.url), 'utf8');

export function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface TestImageHost {
  /** `http(s)://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Paths requested so far, in order, with the Host header each one carried. */
  requests: { path: string; host: string | undefined }[];
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 and a free port; `routes` maps a path to its handler. */
export async function startImageHost(
  routes: Record<string, Handler>,
  { tls = false }: { tls?: boolean } = {},
): Promise<TestImageHost> {
  const requests: TestImageHost['requests'] = [];
  const listener: Handler = (request, response) => {
    const path = (request.url ?? '/').split('?')[0] as string;
    requests.push({ path, host: request.headers.host });
    const route = routes[path];
    if (route === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    route(request, response);
  };
  const server: Server = tls
    ? createHttpsServer({ key: testKey, cert: testCertificate }, listener)
    : createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
