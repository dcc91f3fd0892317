import type { PaymentPageRow } from './payments-data.js';
import { escapeHtml, htmlPageCsp, renderHtmlPage } from '../platform/http/html-page.js';
import { formatRdvDate, formatTnd } from './wording.js';

/*
 * The sandbox provider's payment page (docs/decisions/015): plain server-rendered HTML in French (the
 * product's default language, requirements §9), usable with a keyboard and a screen reader, no script.
 */

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1f; background: #f5f7fa; line-height: 1.5; }
main { max-width: 32rem; margin-block: 2rem; margin-inline: auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
h1 { font-size: 1.5rem; margin-block-start: 0; }
.notice { padding: 0.75rem; background: #fff4d6; border-inline-start: 4px solid #b7791f; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-block-start: 1.5rem; }
button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 0.375rem; border: 2px solid #0b5cad; cursor: pointer; }
button[value="pay"] { background: #0b5cad; color: #fff; }
button[value="decline"] { background: #fff; color: #0b5cad; }
button.link { border: none; background: none; color: #0b5cad; text-decoration: underline; padding-inline: 0; }
button:focus-visible, a:focus-visible { outline: 3px solid #1b1b1f; outline-offset: 2px; }
a { color: #0b5cad; }
`;

/** The page's Content-Security-Policy. */
export function sandboxPageCsp(returnOrigin: string): string {
  // A form's redirect is checked against form-action too: the 303 goes to the app.
  return htmlPageCsp(STYLE, `'self' ${returnOrigin}`);
}

const layout = (title: string, body: string): string => renderHtmlPage(STYLE, title, body);

const statusText: Record<PaymentPageRow['status'], string> = {
  pending: 'en attente',
  paid: 'payé',
  failed: 'refusé',
  cancelled: 'annulé',
  expired: 'expiré : le créneau n’est plus réservé',
};

function summary(payment: PaymentPageRow): string {
  return `<dl>
<dt>Montant</dt><dd>${escapeHtml(formatTnd(payment.amount))}</dd>
<dt>Médecin</dt><dd>Dr ${escapeHtml(`${payment.doctor_first_name} ${payment.doctor_last_name}`)}</dd>
<dt>Rendez-vous</dt><dd>${escapeHtml(formatRdvDate(payment.rdv_date))}</dd>
</dl>`;
}

/** The checkout form of a pending payment, or what became of a settled one with a way back. */
export function renderSandboxPage(payment: PaymentPageRow, formToken: string, returnUrl: string): string {
  if (payment.status !== 'pending') {
    return layout(
      'Paiement de test',
      `<h1>Paiement de test</h1>
${summary(payment)}
<p role="status">Ce paiement est ${escapeHtml(statusText[payment.status])}.</p>
<p><a href="${escapeHtml(returnUrl)}">Revenir à Tabib</a></p>`,
    );
  }
  return layout(
    'Paiement de test',
    `<h1>Paiement de test</h1>
<p class="notice">Environnement de test : aucune carte n’est débitée. Choisissez l’issue du paiement.</p>
${summary(payment)}
<form method="post">
<input type="hidden" name="form_token" value="${escapeHtml(formToken)}">
<div class="actions">
<button type="submit" name="action" value="pay">Payer</button>
<button type="submit" name="action" value="decline">Refuser</button>
</div>
<p><button type="submit" name="action" value="cancel" class="link">Annuler et revenir à Tabib</button></p>
</form>`,
  );
}

/** A page for what went wrong (unknown payment, expired form), with a way back to the app. */
export function renderSandboxProblem(title: string, message: string, homeUrl: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(homeUrl)}">Revenir à Tabib</a></p>`,
  );
}
