import { findPayment, toPayment } from '../../data/payments.js';
import type { PaymentProvider as ProviderName } from '../../db/schema.js';
import { DomainError } from '../../errors.js';
import { settlePayment, startCheckout } from '../../payments/payments.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { createSandboxProvider } from '../../payments/sandbox.js';
import { type ApiDeps, forbidden, type HandlerMap, notFound, requireCaller } from '../context.js';
import { loadAccessibleRdv } from './rdvs.js';

/** Paymee itself comes with the full payment issue; until then every payment goes through the sandbox. */
function providers(deps: ApiDeps): Partial<Record<ProviderName, PaymentProvider>> {
  return { sandbox: createSandboxProvider(deps.config.publicUrl) };
}

export function createPaymentHandlers(deps: ApiDeps): HandlerMap {
  const available = providers(deps);
  const sandbox = available.sandbox as PaymentProvider;

  return {
    async checkoutPayment(request, reply) {
      const caller = requireCaller(request);
      const rdv = await loadAccessibleRdv(deps, caller, (request.body as { rdv: string }).rdv);
      // x-ownership: the rdv's patient only.
      if (rdv.patient_id !== caller.userId) throw forbidden();
      const payment = await startCheckout(deps.db, sandbox, rdv, deps.now());
      reply.code(201);
      return toPayment(payment);
    },

    async getPayment(request) {
      const caller = requireCaller(request);
      const payment = await findPayment(deps.db, (request.params as { id: string }).id);
      if (payment === undefined) throw notFound('Payment');
      await loadAccessibleRdv(deps, caller, payment.rdv_id);
      return toPayment(payment);
    },

    async paymentWebhook(request) {
      const name = (request.params as { provider: ProviderName }).provider;
      const body = request.body as { token: string; payment_status: boolean | string; check_sum: string };
      const notification = available[name]?.verifyNotification(body) ?? null;
      if (notification === null)
        throw new DomainError('INVALID_SIGNATURE', 'The checksum does not match.', 401);
      await settlePayment(deps.db, name, notification, deps.now());
      return { received: true };
    },
  };
}
