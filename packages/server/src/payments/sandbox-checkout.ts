import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { constantTimeEqual, newXsrfToken } from '../platform/crypto.js';
import { findPaymentByToken } from './payments-data.js';
import { sendHtmlPage } from '../platform/http/html-page.js';
import { releaseExpiredPaymentHolds } from '../booking/payment-holds-data.js';
import { paymentReturnUrl, settlePayment } from './payments.js';
import type { PaymentOutcome } from './provider.js';
import { renderSandboxPage, renderSandboxProblem, sandboxPageCsp } from './sandbox-page.js';
import type { ApiDeps } from '../platform/api/context.js';
import { parseForm } from '../platform/api/form-body.js';

/*
 * The sandbox provider's payment page (docs/decisions/015-payment-hold.md). It is HTML for a browser,
 * not a JSON operation, so it is a plain route beside the spec's /v1 operations (spec/openapi.yaml
 * describes it in its introduction). The form is protected against cross-site posts by a form token:
 * an HMAC of the payment token and a random SameSite=Strict cookie set with the page, so only a form
 * this server rendered for this payment, posted from this origin, settles it.
 */

const FORM_COOKIE = 'tabib_sandbox_form';
const PAGE_PATH = '/v1/payments/sandbox/:token';
/** The sandbox provider's tokens (src/payments/sandbox.ts): anything else names no payment. */
const SANDBOX_TOKEN = /^[0-9a-f]{32}$/;
const actions: Record<string, PaymentOutcome> = { pay: 'paid', decline: 'failed', cancel: 'cancelled' };

interface PageRequest {
  Params: { token: string };
}

export async function registerSandboxCheckout(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const formToken = (paymentToken: string, nonce: string) =>
    createHmac('sha256', deps.config.jwtSecret)
      .update(`sandbox-checkout:${paymentToken}:${nonce}`)
      .digest('base64url');
  const publicOrigin = new URL(deps.config.publicUrl).origin;
  const home = `${deps.config.publicUrl}/`;

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    sendHtmlPage(reply, status, html, sandboxPageCsp(publicOrigin));

  const notFoundPage = (reply: FastifyReply) =>
    sendHtml(
      reply,
      404,
      renderSandboxProblem(
        'Paiement introuvable',
        'Ce lien de paiement ne correspond à aucun paiement.',
        home,
      ),
    );

  /** The payment behind the page, after releasing its rdv's hold if it ran out (so it shows expired). */
  const loadPayment = async (token: string) => {
    const found = await findPaymentByToken(deps.db, 'sandbox', token);
    if (found === undefined || found.status !== 'pending') return found;
    const released = await releaseExpiredPaymentHolds(deps.db, deps.now(), { rdvId: found.rdv_id });
    return released > 0 ? findPaymentByToken(deps.db, 'sandbox', token) : found;
  };

  await app.register(async (scope) => {
    if (!scope.hasRequestDecorator('cookies')) await scope.register(cookie);
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
    scope.get<PageRequest>(PAGE_PATH, async (request, reply) => {
      const { token } = request.params;
      if (!SANDBOX_TOKEN.test(token)) return notFoundPage(reply);
      const payment = await loadPayment(token);
      if (payment === undefined) return notFoundPage(reply);
      let nonce = request.cookies[FORM_COOKIE];
      if (nonce === undefined || nonce.length < 32) {
        nonce = newXsrfToken();
        reply.setCookie(FORM_COOKIE, nonce, {
          path: '/v1/payments/sandbox',
          httpOnly: true,
          sameSite: 'strict',
          secure: deps.config.publicUrl.startsWith('https:'),
        });
      }
      return sendHtml(
        reply,
        200,
        renderSandboxPage(
          payment,
          formToken(token, nonce),
          paymentReturnUrl(deps.config.publicUrl, payment.id),
        ),
      );
    });

    scope.post<PageRequest & { Body: Record<string, string> | undefined }>(
      PAGE_PATH,
      async (request, reply) => {
        const { token } = request.params;
        if (!SANDBOX_TOKEN.test(token)) return notFoundPage(reply);
        const nonce = request.cookies[FORM_COOKIE];
        const given = request.body?.form_token;
        const outcome = actions[request.body?.action ?? ''];
        if (
          nonce === undefined ||
          given === undefined ||
          !constantTimeEqual(given, formToken(token, nonce))
        ) {
          return sendHtml(
            reply,
            403,
            renderSandboxProblem(
              'Formulaire expiré',
              'Ce formulaire de paiement n’est plus valable. Rouvrez la page de paiement depuis Tabib.',
              home,
            ),
          );
        }
        if (outcome === undefined) {
          return sendHtml(
            reply,
            400,
            renderSandboxProblem('Choix inconnu', 'Choisissez « Payer », « Refuser » ou « Annuler ».', home),
          );
        }
        const payment = await loadPayment(token);
        if (payment === undefined) return notFoundPage(reply);
        // Only a pending payment is settled: the page of an expired hold offers no "Payer".
        if (payment.status === 'pending') {
          await settlePayment(deps.db, deps.paymentProvider, { token, outcome }, deps.now());
        }
        return reply
          .code(303)
          .header('Cache-Control', 'no-store')
          .redirect(paymentReturnUrl(deps.config.publicUrl, payment.id, outcome === 'cancelled'), 303);
      },
    );
  });
}
