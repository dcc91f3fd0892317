import { describe, expect, it } from 'vitest';
import { useApiServer } from '../../../test/helpers/api.js';
import { createCookieFetch } from '../../../test/helpers/cookie-fetch.js';
import { backends } from '../../../test/helpers/db.js';
import {
  fixtureNow,
  insertAgendaFixture,
  wednesday0900,
  wednesday0930,
} from '../../booking/test/agenda-fixture.js';

/** The page's text with its non-breaking spaces (French number and date formats) made plain. */
const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ');

/**
 * docs/decisions/015: the sandbox provider's page at `paymentUrl` — French, amount in TND, doctor and
 * date, "Payer" / "Refuser" / cancel — settles the payment as the webhook does and sends the browser
 * back to the app's `/payment?paymentId=<id>` with 303.
 */
describe.each(backends)('%s: the sandbox payment page', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });

  /** A patient's online rdv and its checkout, and a browser (cookie jar) on the payment page. */
  const checkout = async (date = wednesday0900) => {
    const fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date, paymentMode: 'online' },
    });
    const rdvId = booked.data?._id as string;
    const { data } = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    const browser = createCookieFetch();
    const pageUrl = (data?.paymentUrl as string).replace(server().config.publicUrl, server().origin);
    return { patient, rdvId, paymentId: data?._id as string, pageUrl, browser };
  };

  const openPage = async (browser: ReturnType<typeof createCookieFetch>, pageUrl: string) => {
    const response = await browser.fetch(pageUrl);
    const html = await response.text();
    const formToken = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
    return { response, html: plain(html), formToken };
  };

  const post = (
    browser: ReturnType<typeof createCookieFetch>,
    pageUrl: string,
    fields: Record<string, string>,
  ) =>
    browser.fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  const paymentReturn = (paymentId: string, cancelled = false) =>
    `${server().config.publicUrl}/payment?paymentId=${paymentId}${cancelled ? '&cancelled=1' : ''}`;

  it('serves an accessible French page with the amount, the doctor, the date and the three choices', async () => {
    const { pageUrl, browser } = await checkout();
    const { response, html, formToken } = await openPage(browser, pageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<dt>Montant</dt><dd>60,000 TND</dd>');
    expect(html).toContain('<dt>Médecin</dt><dd>Dr Amel Kallel</dd>');
    expect(html).toContain('<dt>Rendez-vous</dt><dd>mercredi 4 mars 2026 à 09:00</dd>');
    expect(html).toContain('<button type="submit" name="action" value="pay">Payer</button>');
    expect(html).toContain('<button type="submit" name="action" value="decline">Refuser</button>');
    expect(html).toContain('value="cancel" class="link">Annuler et revenir à Tabib</button>');
    expect(formToken).toMatch(/^[\w-]{43}$/);
  });

  it('"Payer" settles the payment as the webhook does and returns to the app; a replay changes nothing', async () => {
    const { patient, rdvId, paymentId, pageUrl, browser } = await checkout();
    const { formToken } = await openPage(browser, pageUrl);
    const paid = await post(browser, pageUrl, { form_token: formToken as string, action: 'pay' });
    expect([paid.status, paid.headers.get('location')]).toEqual([303, paymentReturn(paymentId)]);
    const payment = await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } });
    const rdv = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect([payment.data?.status, rdv.data?.paymentStatus]).toEqual(['paid', 'paid']);

    server().clock.advance(60_000);
    const replay = await post(browser, pageUrl, { form_token: formToken as string, action: 'decline' });
    expect(replay.status).toBe(303);
    const after = await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } });
    expect(after.data).toEqual(payment.data);
    const page = await openPage(browser, pageUrl);
    expect(page.html).toContain('Ce paiement est payé.');
    expect(page.html).not.toContain('<form');
  });

  it('"Refuser" fails the payment and leaves the rdv held for a retry; cancel marks it cancelled', async () => {
    const { patient, rdvId, paymentId, pageUrl, browser } = await checkout(wednesday0930);
    const { formToken } = await openPage(browser, pageUrl);
    const declined = await post(browser, pageUrl, { form_token: formToken as string, action: 'decline' });
    expect([declined.status, declined.headers.get('location')]).toEqual([303, paymentReturn(paymentId)]);
    const rdv = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect([rdv.data?.status, rdv.data?.paymentStatus]).toEqual(['pending', 'unpaid']);
    expect(
      (await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } })).data?.status,
    ).toBe('failed');

    const retry = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    const retryUrl = (retry.data?.paymentUrl as string).replace(server().config.publicUrl, server().origin);
    const retryPage = await openPage(browser, retryUrl);
    const cancelled = await post(browser, retryUrl, {
      form_token: retryPage.formToken as string,
      action: 'cancel',
    });
    expect([cancelled.status, cancelled.headers.get('location')]).toEqual([
      303,
      paymentReturn(retry.data?._id as string, true),
    ]);
    const payment = await patient.api.GET('/payments/{id}', {
      params: { path: { id: retry.data?._id as string } },
    });
    expect(payment.data?.status).toBe('cancelled');
  });

  it('refuses a post without the page’s form token (cross-site), or with another payment’s (403)', async () => {
    const first = await checkout();
    const second = await checkout(wednesday0930);
    const { formToken } = await openPage(first.browser, first.pageUrl);
    await openPage(first.browser, second.pageUrl);

    // Another site's form: no SameSite=Strict cookie comes with it.
    const crossSite = await post(createCookieFetch(), first.pageUrl, {
      form_token: formToken as string,
      action: 'pay',
    });
    expect(crossSite.status).toBe(403);
    expect(plain(await crossSite.text())).toContain('Formulaire expiré');
    const missing = await post(first.browser, first.pageUrl, { action: 'pay' });
    expect(missing.status).toBe(403);
    const otherPayment = await post(first.browser, second.pageUrl, {
      form_token: formToken as string,
      action: 'pay',
    });
    expect(otherPayment.status).toBe(403);
    const unknownAction = await post(first.browser, first.pageUrl, {
      form_token: formToken as string,
      action: 'refund',
    });
    expect(unknownAction.status).toBe(400);
    for (const { patient, paymentId } of [first, second]) {
      const payment = await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } });
      expect(payment.data?.status).toBe('pending');
    }
  });

  it('answers 404 with a page for an unknown token', async () => {
    for (const token of ['0'.repeat(32), 'not-a-token']) {
      const response = await fetch(`${server().origin}/v1/payments/sandbox/${token}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(plain(await response.text())).toContain('<h1>Paiement introuvable</h1>');
    }
  });
});
