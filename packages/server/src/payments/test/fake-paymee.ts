import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request Paymee received. */
export interface PaymeeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** How the fake answers the next calls: Paymee's contract, a refusal, a crash, or silence. */
export type PaymeeBehaviour = 'ok' | 'refuse' | 'crash' | 'hang';

/**
 * A local HTTP server on 127.0.0.1 that follows Paymee's API v2 contract: `POST /api/v2/payments/create`
 * answers `{status, message, code, data: {token, order_id, amount, payment_url}}`, and
 * `GET /api/v2/payments/{token}/check` answers `data.payment_status` from `paid`. It records requests.
 */
export interface FakePaymee {
  url: string;
  requests: PaymeeRequest[];
  behaviour: PaymeeBehaviour;
  /** Tokens the check endpoint reports paid. */
  paid: Set<string>;
  close(): Promise<void>;
}

export async function startFakePaymee(): Promise<FakePaymee> {
  let created = 0;
  const hanging = new Set<() => void>();
  const fake: Omit<FakePaymee, 'url' | 'close'> = { requests: [], behaviour: 'ok', paid: new Set() };

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const path = request.url ?? '';
      fake.requests.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: raw === '' ? undefined : JSON.parse(raw),
      });
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (fake.behaviour === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      if (fake.behaviour === 'crash') return answer(500, { error: 'internal' });
      if (fake.behaviour === 'refuse') {
        return answer(200, { status: false, message: 'Invalid amount', code: 51, data: null });
      }
      const check = /^\/api\/v2\/payments\/([^/]+)\/check$/.exec(path);
      if (request.method === 'GET' && check) {
        const token = decodeURIComponent(check[1] as string);
        return answer(200, {
          status: true,
          message: 'Success',
          code: 50,
          data: { token, payment_status: fake.paid.has(token) },
        });
      }
      if (request.method === 'POST' && path === '/api/v2/payments/create') {
        const body = JSON.parse(raw) as { order_id: string; amount: number };
        created += 1;
        const token = `paymee-token-${created}`;
        return answer(200, {
          status: true,
          message: 'Success',
          code: 50,
          data: {
            token,
            order_id: body.order_id,
            amount: body.amount,
            payment_url: `https://sandbox.paymee.tn/gateway/${token}`,
          },
        });
      }
      answer(404, { status: false, message: 'Not found', code: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const drop of hanging) drop();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  });
}
