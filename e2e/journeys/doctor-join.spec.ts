import { apiCall, apiJson, apiLogin, demoAdmin, guestPost, type ApiSession, uniqueTag } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { apiRegister, newPatient } from '../support/booking';
import { apiGet, expect, message, serverUrl, test, waitForPage } from '../support/test';

// Issue #36 (docs/decisions/053), on a 390 px phone in Arabic: a doctor applies with a proof (a program
// renamed .jpg is refused first, in Arabic), verifies the SMS code and the e-mail link, an admin approves
// in the back office, the doctor frames a photo with the crop (pointer and keyboard; the photo served is
// the square chosen), finishes the required steps, switches the profile on, search finds it and a
// patient books it. In French: an applicant asked for more answers from the message's link (a text
// file renamed .jpg refused first), then a rejection shows its reason on the application's page.
test.use({ viewport: { width: 390, height: 844 } });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface OutboxPage {
  results: { to: string; channel: string; kind: string; text: string | null }[];
}

/** The text of the newest application message to `to` on `channel` that contains `needle`. */
async function outboxText(admin: ApiSession, to: string, channel: 'sms' | 'email', needle = '') {
  const outbox = await apiJson<OutboxPage>(admin, 'GET', '/outbox?limit=100');
  return outbox.results.find(
    (row) =>
      row.to === to &&
      row.channel === channel &&
      row.kind === 'doctor_application' &&
      row.text?.includes(needle),
  )?.text;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a doctor applies in Arabic on a phone, is approved, sets up, switches on and is found', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const lastName = `Zarzis${tag.replace(/[0-9]/g, '')}`;
  const email = `join-${tag}@doctors.tabib.test`;
  const digits = `2${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const ar = (id: string) => message(id, 'ar');
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');

  await page.goto('/join-as-doctor?lng=ar');
  await waitForPage(page);
  const form = page.getByRole('main');
  await form.getByLabel(ar('DOCTOR_JOIN.FIRST_NAME'), { exact: true }).fill('Nour');
  await form.getByLabel(ar('DOCTOR_JOIN.LAST_NAME'), { exact: true }).fill(lastName);
  await form.getByLabel(ar('DOCTOR_JOIN.SPECIALTY'), { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(ar('DOCTOR_JOIN.CITY'), { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(ar('DOCTOR_JOIN.ADDRESS'), { exact: true }).fill('12 نهج مرسيليا، تونس');
  await form.getByLabel(ar('DOCTOR_JOIN.PHONE'), { exact: true }).fill(`+216 ${digits}`);
  await form.getByLabel(ar('DOCTOR_JOIN.EMAIL'), { exact: true }).fill(email);
  await form.getByLabel(ar('DOCTOR_JOIN.PASSWORD'), { exact: true }).fill('join-password-1');
  await form.getByLabel(ar('DOCTOR_JOIN.ORDRE'), { exact: true }).fill('4217');
  const proof = form.getByLabel(ar('DOCTOR_JOIN.PROOF'), { exact: true });
  await proof.setInputFiles({
    name: 'carte.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('MZ\x90\x00 program'),
  });
  await expect(form.getByRole('alert')).toHaveText(
    'هذا الملف ليس صورة JPEG أو PNG أو WebP ولا ملف PDF، مهما كان اسمه.',
  );
  await proof.setInputFiles({ name: 'carte.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(
    form.getByText(message('DOCTOR_JOIN.PROOF_OK', 'ar').replace('{name}', 'carte.pdf')),
  ).toBeVisible();
  await form.getByRole('button', { name: ar('DOCTOR_JOIN.SUBMIT'), exact: true }).click();
  await expect(page).toHaveURL(/\/join-as-doctor\/[0-9a-f-]{36}$/);

  // The SMS code and the e-mail link, from the outbox (no SMS provider nor SMTP in the journeys).
  let sms: string | null | undefined;
  await expect
    .poll(async () => (sms = await outboxText(admin, `+216${digits}`, 'sms')), { timeout: 45_000 })
    .toMatch(/\d{6}/);
  const code = /(\d{6})/.exec(sms!)![1]!;
  let mail: string | null | undefined;
  await expect
    .poll(async () => (mail = await outboxText(admin, email, 'email')), { timeout: 45_000 })
    .toContain('?email=');
  await page.getByLabel(ar('DOCTOR_JOIN.CODE'), { exact: true }).fill(code);
  await page.getByRole('button', { name: ar('DOCTOR_JOIN.CODE_SUBMIT'), exact: true }).click();
  await expect(page.getByText(ar('DOCTOR_JOIN.PHONE_DONE'), { exact: true })).toBeVisible();
  await page.goto(/(https?:\S+\?email=\S+)/.exec(mail!)![1]!);
  await expect(page.getByText(ar('DOCTOR_JOIN.EMAIL_DONE'), { exact: true })).toBeVisible();
  await expect(page.getByText(ar('DOCTOR_JOIN.STATUS.PENDING'), { exact: true })).toBeVisible();
  await expectNoAxeViolation(page);

  // An admin, in French on another browser, approves it in the back office.
  const office = await (await browser.newContext()).newPage();
  const refusedFrames: string[] = [];
  office.on('console', (entry) => {
    if (/Refused to frame/.test(entry.text())) refusedFrames.push(entry.text());
  });
  await office.goto('/admin/login?returnUrl=%2Fadmin%2Fapplications');
  await waitForPage(office);
  const login = office.getByRole('main');
  await login.getByLabel(message('AUTH.FIELDS.EMAIL'), { exact: true }).fill(demoAdmin.email);
  await login.getByLabel(message('AUTH.FIELDS.PASSWORD'), { exact: true }).fill(demoAdmin.password);
  await login.getByRole('button', { name: message('ADMIN.LOGIN.SUBMIT'), exact: true }).click();
  await expect(office).toHaveURL((url) => url.pathname === '/admin/applications');
  const card = office.getByRole('article', { name: `Nour ${lastName}` });
  await expect(card.getByRole('link', { name: message('ADMIN.APPLICATIONS.OPEN_PDF') })).toBeVisible();
  // The PDF proof is shown in the card itself, a frame of its blob that the app's policy lets load.
  const proofFrame = card.locator('iframe');
  await expect(proofFrame).toBeVisible();
  await expect(proofFrame).toHaveAttribute('src', /^blob:/);
  expect(refusedFrames).toEqual([]);
  await card.getByRole('button', { name: message('ADMIN.APPLICATIONS.APPROVE'), exact: true }).click();
  // Decided, it leaves the queue of pending applications.
  await expect(card).toHaveCount(0);

  // The doctor signs in (Arabic, 390 px) and frames a photo whose quadrants have four colours: dragged to
  // the top left, zoomed in four times with +, then pushed to the bottom right with Shift+arrows.
  await page.goto('/auth/doctor-login?lng=ar&returnUrl=%2Fdoctor-dashboard');
  await waitForPage(page);
  const signIn = page.getByRole('main');
  await signIn.getByLabel(ar('AUTH.FIELDS.EMAIL'), { exact: true }).fill(email);
  await signIn.getByLabel(ar('AUTH.FIELDS.PASSWORD'), { exact: true }).fill('join-password-1');
  await signIn.getByRole('button', { name: ar('AUTH.LOGIN.SUBMIT'), exact: true }).click();
  await expect(page).toHaveURL(/\/doctor-dashboard$/);
  const checklist = page.getByRole('region', { name: ar('DOCTOR_SETUP.TITLE') });
  const quadrants = Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 300;
      canvas.height = 200;
      const context = canvas.getContext('2d')!;
      const fill = (colour: string, x: number, y: number) => {
        context.fillStyle = colour;
        context.fillRect(x, y, 150, 100);
      };
      fill('#ff0000', 0, 0);
      fill('#00ff00', 150, 0);
      fill('#0000ff', 0, 100);
      fill('#ffff00', 150, 100);
      return canvas.toDataURL('image/png').split(',')[1]!;
    }),
    'base64',
  );
  const photoField = checklist.getByLabel(ar('DOCTOR_SETUP.PHOTO_LABEL'), { exact: true });
  // A phone's 7 MB photo is refused before it is sent, in Arabic (the server's body limit said it in English).
  await photoField.setInputFiles({
    name: 'camera.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(7 * 1024 * 1024)]),
  });
  await expect(checklist.getByRole('alert')).toHaveText(ar('DOCTOR_SETUP.PHOTO_TOO_LARGE'));
  await photoField.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: quadrants });
  const square = checklist.getByRole('application', { name: ar('DOCTOR_SETUP.CROP.SQUARE') });
  const place = (zoom: number, left: number, top: number) =>
    message('DOCTOR_SETUP.CROP.PLACE', 'ar')
      .replace('{zoom}', String(zoom))
      .replace('{left}', String(left))
      .replace('{top}', String(top));
  await expect(square).toHaveAccessibleDescription(place(100, 17, 0));
  await expect(checklist.getByRole('img', { name: ar('DOCTOR_SETUP.CROP.PREVIEW') })).toBeVisible();
  const box = (await square.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 200, box.y - 200, { steps: 5 });
  await page.mouse.up();
  await expect(square).toHaveAccessibleDescription(place(100, 0, 0));
  await expectNoAxeViolation(page);
  for (let press = 0; press < 4; press += 1) await square.press('+');
  // Zoomed about its centre (100, 100): its side is 200 / 1.25⁴ = 81.92 px, it starts at 59 px and 59 px.
  await expect(square).toHaveAccessibleDescription(place(244, 20, 30));
  for (let press = 0; press < 20; press += 1) {
    await square.press('Shift+ArrowRight');
    await square.press('Shift+ArrowDown');
  }
  // The square's side is 81.92 px of 300×200: at the far right and bottom, it starts at 73 % and 59 %.
  await expect(square).toHaveAccessibleDescription(place(244, 73, 59));
  await checklist.getByRole('button', { name: ar('DOCTOR_SETUP.CROP.SAVE'), exact: true }).click();
  await expect(checklist.getByRole('alert')).toHaveText(ar('DOCTOR_SETUP.PHOTO_SAVED'));

  // The photo served through the image proxy is the bottom-right (yellow) quadrant, corner to corner;
  // the centre square sent before would have shown all four colours.
  const doctor = await apiLogin({ email, password: 'join-password-1' });
  const { photoUrl } = await apiJson<{ photoUrl: string }>(doctor, 'GET', '/users/me');
  expect(photoUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);
  const served = `${serverUrl()}/v1/image-proxy?url=${encodeURIComponent(photoUrl)}&w=200&h=200`;
  const pixels = await page.evaluate(async (source) => {
    const blob = await (await fetch(source)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
    const far = bitmap.width - 5;
    return [at(5, 5), at(far, 5), at(5, far), at(far, far), at(bitmap.width / 2, bitmap.width / 2)];
  }, served);
  for (const [red, green, blue] of pixels) {
    expect(red).toBeGreaterThan(235);
    expect(green).toBeGreaterThan(235);
    expect(blue).toBeLessThan(20);
  }

  // Hours and a visit type, then the doctor switches the profile on from the dashboard.
  const week = [1, 2, 3, 4, 5, 6].map((day) => ({ day, intervals: [{ start: '08:00', end: '18:00' }] }));
  await apiJson(doctor, 'POST', '/workingHours', {
    doctor: doctor.user._id,
    slotMinutes: 30,
    schedule: week,
    visitTypes: [{ name: 'Consultation', durationMinutes: 30, price: 40_000 }],
  });
  await page.reload();
  await waitForPage(page);
  await expect(checklist.getByRole('status')).toHaveText(ar('DOCTOR_SETUP.OFFLINE'));
  await checklist.getByRole('button', { name: ar('DOCTOR_SETUP.GO_ON'), exact: true }).click();
  await expect(checklist.getByRole('status')).toHaveText(ar('DOCTOR_SETUP.ONLINE'));

  const found = await apiGet<{ results: { _id: string }[] }>(`/doctors?name=${encodeURIComponent(lastName)}`);
  expect(found.results.map((row) => row._id)).toEqual([doctor.user._id]);

  // A patient books its first free slot, which is then taken.
  const slotsPath = `/doctors/${doctor.user._id}/slots?from=${day(1)}&to=${day(8)}`;
  const [slot] = (await apiGet<{ slots: string[] }>(slotsPath)).slots;
  const patient = await apiRegister(newPatient());
  const booked = await apiCall(patient, 'POST', '/rdvs', { doctor: doctor.user._id, date: slot });
  expect(booked.status).toBe(201);
  expect((await apiGet<{ slots: string[] }>(slotsPath)).slots).not.toContain(slot);
});

test('in French, an applicant asked for more answers from the link, then sees the rejection and its reason', async ({
  page,
}) => {
  const tag = uniqueTag();
  const email = `join-fr-${tag}@doctors.tabib.test`;
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  const [specialty] = (await apiGet<{ results: { _id: string }[] }>('/doctorSpecialties?limit=1')).results;
  const [city] = (await apiGet<{ results: { _id: string }[] }>('/locations?limit=1')).results;
  const proof = await guestPost('/doctor-applications/uploads', { data: pdf.toString('base64') });
  const created = (await guestPost('/doctor-applications', {
    firstName: 'Inès',
    lastName: `Sfax${tag.replace(/[0-9]/g, '')}`,
    email,
    password: 'join-password-1',
    phone: `+2165${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    specialty: specialty!._id,
    city: city!._id,
    address: '3 avenue Habib Bourguiba, Sfax',
    ordreNumber: '4218',
    proof: (proof as unknown as { _id: string })._id,
  })) as unknown as { application: { _id: string }; token: string };
  const id = created.application._id;
  const decide = (body: object) => apiJson(admin, 'POST', `/admin/doctor-applications/${id}/decision`, body);
  await decide({ decision: 'request_info', message: 'Envoyez le recto de votre carte.' });

  let mail: string | null | undefined;
  await expect
    .poll(async () => (mail = await outboxText(admin, email, 'email', '?answer=')), { timeout: 45_000 })
    .toContain('?answer=');
  // The applicant's browser holds the application's token, as after applying there.
  await page.addInitScript(
    ([key, token]) => localStorage.setItem(key!, token!),
    [`tabib.doctorApplication.${id}`, created.token],
  );
  await page.goto(/(https?:\S+\?answer=\S+)/.exec(mail!)![1]!);
  await waitForPage(page);
  const main = page.getByRole('main');
  await expect(main.getByText(message('DOCTOR_JOIN.STATUS.INFO_REQUESTED'), { exact: true })).toBeVisible();
  const answer = main.getByRole('form', { name: message('DOCTOR_JOIN.ANSWER.TITLE') });
  const newProof = answer.getByLabel(message('DOCTOR_JOIN.ANSWER.PROOF'), { exact: true });
  await newProof.setInputFiles({
    name: 'carte.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('ma carte'),
  });
  await expect(answer.getByRole('alert')).toHaveText(
    "Ce fichier n'est ni une image JPEG, PNG ou WebP, ni un PDF, quel que soit son nom.",
  );
  await answer.getByLabel(message('DOCTOR_JOIN.ANSWER.ORDRE'), { exact: true }).fill('4281');
  await answer.getByLabel(message('DOCTOR_JOIN.ANSWER.MESSAGE'), { exact: true }).fill('Chiffres inversés.');
  await answer.getByRole('button', { name: message('DOCTOR_JOIN.ANSWER.SUBMIT'), exact: true }).click();
  await expect(main.getByText(message('DOCTOR_JOIN.ANSWER.SENT'), { exact: true })).toBeVisible();

  const reason = "Ce numéro n'est pas inscrit au tableau de l'Ordre.";
  await decide({ decision: 'reject', message: reason });
  const read = await fetch(`${serverUrl()}/v1/doctor-applications/${id}`, {
    headers: { 'x-application-token': created.token },
  });
  expect(await read.json()).toMatchObject({
    status: 'rejected',
    ordreNumber: '4281',
    reply: 'Chiffres inversés.',
    message: reason,
  });
  await page.goto(`/join-as-doctor/${id}`);
  await waitForPage(page);
  await expect(main.getByText(message('DOCTOR_JOIN.STATUS.REJECTED'), { exact: true })).toBeVisible();
  await expect(main.getByText(reason, { exact: true })).toBeVisible();
  await expect(
    main.getByRole('link', { name: message('DOCTOR_JOIN.APPLY_AGAIN'), exact: true }),
  ).toBeVisible();
});
