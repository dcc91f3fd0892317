import type { Browser, Page } from '@playwright/test';

import { apiCall, apiJson, apiLogin, demoAdmin, guestPost, type ApiSession, uniqueTag } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { apiGet, expect, message, serverUrl, test, waitForPage } from '../support/test';

// Issue #36 (docs/decisions/053), in French through the form: two doctors of the same name claim one
// listed profile at the same moment — one claim goes through, the other is refused in words; the
// uploads the server refuses (an image over 5 MB, a PNG hiding a PDF) say why; an admin approves the
// claim and the profile, its id kept, signs in with the applicant's credentials. Then two admins decide
// one application at once: one decision is saved, the other admin is told another admin decided, and
// both queues show the application decided.

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const applied = /\/join-as-doctor\/[0-9a-f-]{36}$/;
const letters = (tag: string) => tag.replace(/[0-9]/g, '');
const mobile = () => `+2165${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

interface OutboxPage {
  results: { to: string; channel: string; kind: string; text: string | null }[];
}

/** The newest application message to `to` on `channel` containing `needle`, once it is queued. */
async function outboxText(admin: ApiSession, to: string, channel: 'sms' | 'email', needle: string) {
  let text: string | null | undefined;
  await expect
    .poll(
      async () => {
        const outbox = await apiJson<OutboxPage>(admin, 'GET', '/outbox?limit=100');
        text = outbox.results.find(
          (row) =>
            row.to === to &&
            row.channel === channel &&
            row.kind === 'doctor_application' &&
            row.text?.includes(needle),
        )?.text;
        return text;
      },
      { timeout: 45_000 },
    )
    .toContain(needle);
  return text!;
}

/** A guest's POST with the XSRF pair and `headers`; the caller reads the status. */
async function guestSend(path: string, body: unknown, headers: Record<string, string> = {}) {
  const first = await fetch(`${serverUrl()}/v1/auth/xsrf`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1]!;
  return fetch(`${serverUrl()}/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** Verifies the application's phone (the SMS code) and e-mail (the link's token) from the outbox. */
async function verifyContacts(admin: ApiSession, id: string, token: string, phone: string, email: string) {
  const sms = await outboxText(admin, phone, 'sms', '');
  const code = /(\d{6})/.exec(sms)![1]!;
  const phoneCheck = await guestSend(
    `/doctor-applications/${id}/phone-verification`,
    { code },
    { 'x-application-token': token },
  );
  expect(phoneCheck.status).toBe(200);
  const mail = await outboxText(admin, email, 'email', '?email=');
  const link = new URL(/(https?:\S+\?email=\S+)/.exec(mail)![1]!);
  const emailCheck = await guestSend(`/doctor-applications/${id}/email-verification`, {
    token: link.searchParams.get('email'),
  });
  expect(emailCheck.status).toBe(204);
}

/** A back office signed in as the demo admin, on the review queue. */
async function backOffice(browser: Browser): Promise<Page> {
  const office = await (await browser.newContext()).newPage();
  await office.goto('/admin/login?returnUrl=%2Fadmin%2Fapplications');
  await waitForPage(office);
  const login = office.getByRole('main');
  await login.getByLabel(message('AUTH.FIELDS.EMAIL'), { exact: true }).fill(demoAdmin.email);
  await login.getByLabel(message('AUTH.FIELDS.PASSWORD'), { exact: true }).fill(demoAdmin.password);
  await login.getByRole('button', { name: message('ADMIN.LOGIN.SUBMIT'), exact: true }).click();
  await expect(office).toHaveURL((url) => url.pathname === '/admin/applications');
  return office;
}

interface Applicant {
  email: string;
  phone: string;
}

// Each journey drives four pages side by side (two applicants, then two admins or the claimant's setup):
// on 2 cores shared with the other worker they need more than the default minute.
test.describe.configure({ timeout: 150_000 });

/** Fills the application form in French up to the proof, the listed profile `claim` chosen. */
async function fillApplication(page: Page, lastName: string, applicant: Applicant, claim: RegExp) {
  await page.goto('/join-as-doctor');
  await waitForPage(page);
  const form = page.getByRole('main');
  await form.getByLabel(message('DOCTOR_JOIN.FIRST_NAME'), { exact: true }).fill('Rania');
  await form.getByLabel(message('DOCTOR_JOIN.LAST_NAME'), { exact: true }).fill(lastName);
  // The listed profiles of that name are looked up once the name is typed (on leaving the field).
  await form.getByLabel(message('DOCTOR_JOIN.SPECIALTY'), { exact: true }).focus();
  const offer = form.getByRole('group', { name: message('DOCTOR_JOIN.CLAIM_TITLE') });
  await offer.getByRole('radio', { name: claim }).check();
  await form.getByLabel(message('DOCTOR_JOIN.SPECIALTY'), { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(message('DOCTOR_JOIN.CITY'), { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(message('DOCTOR_JOIN.ADDRESS'), { exact: true }).fill('5 rue de Marseille, Tunis');
  await form.getByLabel(message('DOCTOR_JOIN.PHONE'), { exact: true }).fill(applicant.phone);
  await form.getByLabel(message('DOCTOR_JOIN.EMAIL'), { exact: true }).fill(applicant.email);
  await form.getByLabel(message('DOCTOR_JOIN.PASSWORD'), { exact: true }).fill('claim-password-1');
  await form.getByLabel(message('DOCTOR_JOIN.ORDRE'), { exact: true }).fill('5120');
  return form;
}

test('two doctors claim one listed profile at once in French: one claim goes through, the other is refused; the approved claimant owns the profile', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const lastName = `Kef${letters(tag)}`;
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  const [specialty] = (await apiGet<{ results: { _id: string }[] }>('/doctorSpecialties?limit=1')).results;
  const [city] = (await apiGet<{ results: { _id: string }[] }>('/locations?limit=1')).results;
  // A listed profile no one has claimed yet, as the demo doctors are: registered, then verified.
  const listedAccount = { email: `listed-${tag}@tabib.test`, password: 'Tabib-E2E-2026' };
  const listed = await guestPost('/auth/register', {
    role: 'doctor',
    ...listedAccount,
    firstName: 'Rania',
    lastName,
    sexe: 'F',
    specialty: specialty!._id,
    city: city!._id,
  });
  await apiJson(admin, 'PATCH', `/users/${listed.user._id}/doctor-boolean-info`, {
    isVerified: true,
    isActive: true,
  });
  const profile = new RegExp(`^Dr Rania ${lastName} — `);

  const first = { email: `claim-a-${tag}@doctors.tabib.test`, phone: mobile() };
  const second = { email: `claim-b-${tag}@doctors.tabib.test`, phone: mobile() };
  const rival = await (await browser.newContext()).newPage();
  const form = await fillApplication(page, lastName, first, profile);
  const rivalForm = await fillApplication(rival, lastName, second, profile);

  // The uploads the server refuses, each said in French.
  const proof = form.getByLabel(message('DOCTOR_JOIN.PROOF'), { exact: true });
  await proof.setInputFiles({
    name: 'carte.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024, 1)]),
  });
  await expect(form.getByRole('alert')).toHaveText(message('DOCTOR_JOIN.PROOF_TOO_LARGE'));
  await proof.setInputFiles({ name: 'carte.png', mimeType: 'image/png', buffer: Buffer.concat([png, pdf]) });
  await expect(form.getByRole('alert')).toHaveText(
    'Cette image contient un autre fichier caché (PDF, archive ou page web). Envoyez une photo ou un scan simple.',
  );
  await expectNoAxeViolation(page);
  await proof.setInputFiles({ name: 'carte.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(form.getByText(message('DOCTOR_JOIN.PROOF_OK').replace('{name}', 'carte.pdf'))).toBeVisible();
  await rivalForm
    .getByLabel(message('DOCTOR_JOIN.PROOF'), { exact: true })
    .setInputFiles({ name: 'ordre.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(
    rivalForm.getByText(message('DOCTOR_JOIN.PROOF_OK').replace('{name}', 'ordre.pdf')),
  ).toBeVisible();

  // Both send at the same moment: exactly one claim goes through.
  const submit = message('DOCTOR_JOIN.SUBMIT');
  await Promise.all([
    form.getByRole('button', { name: submit, exact: true }).click(),
    rivalForm.getByRole('button', { name: submit, exact: true }).click(),
  ]);
  const refusal = message('DOCTOR_JOIN.ERRORS.PROFILE_ALREADY_CLAIMED');
  const settled = async (tab: Page) => {
    await expect
      .poll(
        async () => applied.test(tab.url()) || (await tab.getByText(refusal, { exact: true }).count()) > 0,
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    return applied.test(tab.url());
  };
  const [firstWon, secondWon] = await Promise.all([settled(page), settled(rival)]);
  expect([firstWon, secondWon].sort()).toEqual([false, true]);
  const [winnerPage, winner, loserPage] = firstWon ? [page, first, rival] : [rival, second, page];
  await expect(loserPage.getByRole('main').getByRole('alert')).toHaveText(refusal);
  await expect(loserPage).toHaveURL((url) => url.pathname === '/join-as-doctor');

  const id = applied.exec(winnerPage.url())![0].split('/').pop()!;
  const token = await winnerPage.evaluate(
    (key) => localStorage.getItem(key),
    `tabib.doctorApplication.${id}`,
  );
  await verifyContacts(admin, id, token!, winner.phone, winner.email);

  // The admin sees a claim of that profile and approves it.
  const office = await backOffice(browser);
  await office
    .getByLabel(message('ADMIN.APPLICATIONS.KIND_FILTER'))
    .selectOption(message('ADMIN.APPLICATIONS.KIND.CLAIM'));
  const card = office.getByRole('article', { name: `Rania ${lastName}` });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(message('ADMIN.APPLICATIONS.CLAIMED_PROFILE'));
  await card.getByRole('button', { name: message('ADMIN.APPLICATIONS.APPROVE'), exact: true }).click();
  await expect(card).toHaveCount(0);

  // The listed profile is now the claimant's: same id, their credentials, the old ones refused.
  const owner = await apiLogin({ email: winner.email, password: 'claim-password-1' });
  expect(owner.user._id).toBe(listed.user._id);
  const old = await guestSend('/auth/login', listedAccount);
  expect(old.status).toBe(401);
  await winnerPage.reload();
  await waitForPage(winnerPage);
  await expect(winnerPage.getByText(message('DOCTOR_JOIN.STATUS.APPROVED'), { exact: true })).toBeVisible();
});

test('two admins decide one application at once: one decision is saved, the other admin is told and sees it decided', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const lastName = `Gabes${letters(tag)}`;
  const email = `join-twice-${tag}@doctors.tabib.test`;
  const phone = mobile();
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  const [specialty] = (await apiGet<{ results: { _id: string }[] }>('/doctorSpecialties?limit=1')).results;
  const [city] = (await apiGet<{ results: { _id: string }[] }>('/locations?limit=1')).results;
  const proof = await guestPost('/doctor-applications/uploads', { data: pdf.toString('base64') });
  const created = (await guestPost('/doctor-applications', {
    firstName: 'Sami',
    lastName,
    email,
    password: 'join-password-1',
    phone,
    specialty: specialty!._id,
    city: city!._id,
    address: '8 rue de Gabès, Gabès',
    ordreNumber: '6120',
    proof: (proof as unknown as { _id: string })._id,
  })) as unknown as { application: { _id: string }; token: string };
  await verifyContacts(admin, created.application._id, created.token, phone, email);

  // Two admins, each in their own browser, have the application in their queue.
  const offices = [await backOffice(browser), await backOffice(browser)];
  const cards = offices.map((office) => office.getByRole('article', { name: `Sami ${lastName}` }));
  for (const card of cards) await expect(card).toHaveCount(1);
  const approve = message('ADMIN.APPLICATIONS.APPROVE');
  await Promise.all(cards.map((card) => card.getByRole('button', { name: approve, exact: true }).click()));

  const said = (outcome: string) =>
    message('ADMIN.APPLICATIONS.OUTCOME')
      .replace('{name}', `Sami ${lastName}`)
      .replace('{outcome}', message(outcome));
  const status = (office: Page) => office.locator('.admin-applications__outcome');
  for (const office of offices) await expect(status(office)).not.toHaveText('');
  const outcomes = await Promise.all(offices.map((office) => status(office).textContent()));
  expect(outcomes.sort()).toEqual(
    [said('ADMIN.APPLICATIONS.DONE'), said('ADMIN.APPLICATIONS.ERRORS.ALREADY_DECIDED')].sort(),
  );
  // Both queues are refreshed: the application left the pending ones, and is shown approved.
  for (const [index, office] of offices.entries()) {
    await expect(cards[index]!).toHaveCount(0);
    await office
      .getByLabel(message('ADMIN.APPLICATIONS.STATUS_FILTER'))
      .selectOption(message('ADMIN.APPLICATIONS.STATUS.APPROVED'));
    await expect(cards[index]!).toContainText(message('ADMIN.APPLICATIONS.STATUS.APPROVED'));
    await expect(cards[index]!.getByRole('button', { name: approve })).toHaveCount(0);
  }
  await expectNoAxeViolation(offices[0]!);
  const read = await apiCall(admin, 'GET', '/admin/doctor-applications?status=approved&limit=100');
  const approved = ((await read.json()) as { results: { _id: string }[] }).results;
  expect(approved.filter((row) => row._id === created.application._id)).toHaveLength(1);
});
