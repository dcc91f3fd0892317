import { randomUUID } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';

import { apiJson, apiLogin, demoAdmin, demoDoctor, signInStaff, successToast } from '../support/api';
import { expect, message, test, waitForPage } from '../support/test';

interface OutboxPage {
  results: { kind: string; to: string; status: string; text: string | null }[];
}

/** A message with its ICU arguments filled in (the journeys read raw catalogue strings). */
function format(id: string, values: Record<string, string>): string {
  return message(id).replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? '');
}

// docs/decisions/032-secretary-invitations.md: a doctor invites a secretary who has no account; the
// e-mail's link creates her account, and she starts on the doctor's rdvs.
test('a doctor invites a new secretary by e-mail, who creates her account from the link and manages the agenda', async ({
  browser,
}) => {
  // Three browsers, two sign-ins and an axe audit: 50–55 s on a slow two-core machine running two of them.
  test.setTimeout(120_000);
  const email = `secretaire-${randomUUID()}@example.tn`;
  const doctorPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await signInStaff(doctorPage, demoDoctor, '/doctor-dashboard/secretary');
  await expect(doctorPage).toHaveURL((url) => url.pathname === '/doctor-dashboard/secretary');
  await waitForPage(doctorPage);
  const main = doctorPage.getByRole('main');
  await main.getByLabel(message('DOCTOR_SECRETARY.EMAIL')).fill(email);
  await main.getByRole('button', { name: message('DOCTOR_SECRETARY.VERIFY'), exact: true }).click();
  await expect(main.getByText(message('DOCTOR_SECRETARY.CHECK.AVAILABLE'), { exact: true })).toBeVisible();
  await main.getByRole('button', { name: message('DOCTOR_SECRETARY.ADD'), exact: true }).click();
  await expect(successToast(doctorPage, format('DOCTOR_SECRETARY.INVITED', { email }))).toBeVisible();
  const item = main.getByRole('listitem').filter({ hasText: email });
  await expect(item).toContainText("Invitation envoyée — valable jusqu'au");
  const doctorAxe = await new AxeBuilder({ page: doctorPage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    doctorAxe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // The invitation e-mail, as the back office's outbox shows it once the queue sent it.
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  let link = '';
  await expect
    .poll(
      async () => {
        const outbox = await apiJson<OutboxPage>(admin, 'GET', '/outbox?limit=100');
        const sent = outbox.results.find((m) => m.kind === 'secretary_invitation' && m.to === email);
        link =
          /https?:\/\/\S+\/secretary-invitation\?token=[A-Za-z0-9_-]{43}/.exec(sent?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .not.toBe('');

  // She opens the link in Arabic, on her phone.
  const secretaryPage = await (
    await browser.newContext({ locale: 'ar-TN', viewport: { width: 375, height: 800 } })
  ).newPage();
  const url = new URL(link);
  await secretaryPage.goto(`${url.pathname}${url.search}&lng=ar`);
  await waitForPage(secretaryPage);
  await expect(secretaryPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(secretaryPage.getByRole('heading', { level: 1 })).toHaveText(
    message('SECRETARY_INVITATION.TITLE', 'ar'),
  );
  await expect(secretaryPage.getByRole('main')).toContainText(email);
  const axe = await new AxeBuilder({ page: secretaryPage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  const form = secretaryPage.getByRole('main');
  await form.getByLabel(message('AUTH.FIELDS.FIRST_NAME', 'ar'), { exact: true }).fill('Nadia');
  await form.getByLabel(message('AUTH.FIELDS.LAST_NAME', 'ar'), { exact: true }).fill('Sfar');
  await form.getByLabel(message('AUTH.FIELDS.PASSWORD', 'ar'), { exact: true }).fill('Secretaire-2026');
  await form
    .getByLabel(message('AUTH.FIELDS.CONFIRM_PASSWORD', 'ar'), { exact: true })
    .fill('Secretaire-2026');
  await form.getByRole('button', { name: message('SECRETARY_INVITATION.SUBMIT', 'ar'), exact: true }).click();
  // The toast, and its announcement in the live region: the first is enough.
  await expect(secretaryPage.getByText(message('SECRETARY_INVITATION.WELCOME', 'ar')).first()).toBeVisible();
  await expect(secretaryPage).toHaveURL((u) => u.pathname === '/doctor-dashboard');
  await waitForPage(secretaryPage);
  await expect(secretaryPage.getByRole('heading', { level: 1 })).toBeVisible();

  // The doctor sees her active; the link does not work twice.
  await doctorPage.reload();
  await waitForPage(doctorPage);
  await expect(doctorPage.getByRole('main').getByRole('listitem').filter({ hasText: email })).toContainText(
    message('DOCTOR_SECRETARY.VERIFIED'),
  );
  const again = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await again.goto(`${url.pathname}${url.search}`);
  await waitForPage(again);
  await expect(again.getByRole('alert')).toHaveText(message('SECRETARY_INVITATION.NOT_FOUND'));
});
