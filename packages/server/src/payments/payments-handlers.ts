import { findPayment, toPayment } from './payments-data.js';
import { releaseExpiredPaymentHolds } from '../booking/payment-holds-data.js';
import { DomainError } from '../platform/errors.js';
import { reconcilePayment, settlePayment, startCheckout } from './payments.js';
import { type ApiDeps, forbidden, notFound, requireCaller } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';
import { loadAccessibleRdv } from '../booking/rdvs-handlers.js';

export function createPaymentHandlers(deps: ApiDeps) {
  const provider = deps.paymentProvider;

  return {
    async checkoutPayment(request, reply) {
      const caller = requireCaller(request);
      const rdvId = request.body.rdv;
      // docs/decisions/015: an rdv whose hold ran out is cancelled before anyone pays for it.
      await releaseExpiredPaymentHolds(deps.db, deps.now(), { rdvId });
      const rdv = await loadAccessibleRdv(deps, caller, rdvId);
      // x-ownership: the rdv's patient only.
      if (rdv.patient_id !== caller.userId) throw forbidden();
      const payment = await startCheckout(deps.db, provider, rdv, deps.config.publicUrl, deps.now());
      reply.code(201);
      return toPayment(payment);
    },

    async getPayment(request) {
      const caller = requireCaller(request);
      const payment = await findPayment(deps.db, request.params.id);
      if (payment === undefined) throw notFound('Payment');
      await loadAccessibleRdv(deps, caller, payment.rdv_id);
      try {
        return toPayment(await reconcilePayment(deps.db, provider, payment, deps.now()));
      } catch (error) {
        // The provider being down must not hide the payment: the stored state is still true, and
        // the webhook or the next poll settles it.
        if (!(error instanceof DomainError && error.code === 'PROVIDER_ERROR')) throw error;
        request.log.warn({ err: error, paymentId: payment.id }, 'checking a pending payment failed');
        return toPayment(payment);
      }
    },

    async paymentWebhook(request) {
      const name = request.params.provider;
      const body = request.body;
      // Only the configured provider is trusted: a sandbox notification means nothing next to Paymee.
      const notification = name === provider.name ? provider.verifyNotification(body) : null;
      if (notification === null)
        throw new DomainError('INVALID_SIGNATURE', 'The checksum does not match.', 401);
      try {
        await settlePayment(deps.db, provider, notification, deps.now());
      } catch (error) {
        if (error instanceof DomainError && error.code === 'PAYMENT_MISMATCH') {
          // Either a provider bug or a forged notice with a leaked key: an operator must look at it.
          request.log.error(
            { provider: name, token: notification.token, claimed: notification.claimed },
            error.message,
          );
        }
        throw error;
      }
      return { received: true };
    },
  } satisfies Handlers;
}
