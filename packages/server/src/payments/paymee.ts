import { isPaidStatus, type PaymentProvider, providerError, verifyChecksum } from './provider.js';

export interface PaymeeOptions {
  apiKey: string;
  /** `https://sandbox.paymee.tn` or `https://app.paymee.tn`, without a trailing slash. */
  baseUrl: string;
  /** A call to Paymee that takes longer fails with 502 `PROVIDER_ERROR`. */
  timeoutMs: number;
}

/** Paymee's answer envelope (API v2). */
interface PaymeeAnswer<T> {
  status?: boolean;
  message?: string;
  code?: number;
  data?: T;
}

/** Millimes → Paymee's TND decimal (60 500 → 60.5); exact, since millimes have three decimals. */
export const tndFromMillimes = (millimes: number): number => millimes / 1000;

/**
 * docs/design.md "Payments": the Paymee card gateway (API v2). A payment is created with
 * `POST /api/v2/payments/create` and the browser sent to its `payment_url`; Paymee notifies the
 * webhook with `check_sum` = md5(token + "1"/"0" + API key); `GET /api/v2/payments/{token}/check`
 * tells whether a payment went through.
 */
export function createPaymeeProvider(options: PaymeeOptions): PaymentProvider {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Token ${options.apiKey}`,
          Accept: 'application/json',
          ...(body && { 'Content-Type': 'application/json' }),
        },
        ...(body && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw providerError(timedOut ? 'Paymee did not answer in time.' : 'Paymee could not be reached.');
    }
    let answer: PaymeeAnswer<T>;
    try {
      answer = (await response.json()) as PaymeeAnswer<T>;
    } catch {
      throw providerError(`Paymee answered ${response.status} without JSON.`);
    }
    if (!response.ok || answer.status !== true || answer.data === undefined) {
      throw providerError(`Paymee refused the request: ${answer.message ?? `HTTP ${response.status}`}.`);
    }
    return answer.data;
  };

  return {
    name: 'paymee',
    async createPayment(request) {
      const data = await call<{ token?: unknown; payment_url?: unknown }>('POST', '/api/v2/payments/create', {
        amount: tndFromMillimes(request.amount),
        note: request.note,
        first_name: request.payer.firstName,
        last_name: request.payer.lastName,
        email: request.payer.email,
        phone: request.payer.phone ?? '',
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        webhook_url: request.webhookUrl,
        order_id: request.paymentId,
      });
      if (typeof data.token !== 'string' || typeof data.payment_url !== 'string') {
        throw providerError('Paymee answered without a token or a payment page.');
      }
      return { token: data.token, paymentUrl: data.payment_url };
    },
    verifyNotification: (body) => verifyChecksum(body, options.apiKey),
    async checkPayment(token) {
      const data = await call<{ payment_status?: boolean | string }>(
        'GET',
        `/api/v2/payments/${encodeURIComponent(token)}/check`,
      );
      // Paymee's check does not tell a declined payment from one not made yet: only "paid" is news.
      return data.payment_status !== undefined && isPaidStatus(data.payment_status) ? 'paid' : null;
    },
    // Paymee's API v2 documents no refund call: the request is recorded, and an admin pays it back from
    // Paymee's merchant dashboard or by transfer, then marks it done (docs/decisions/035).
    refund: async () => ({ status: 'requested' }),
  };
}
