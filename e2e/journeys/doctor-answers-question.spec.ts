import { SPECIALTY_LIST_PAGE_SIZE } from '@tabib/contract';
import { paginationMessages } from '../support/uiLabels';
import { apiJson, demoDoctor, signInCapturing, signInStaff, successToast, uniqueTag } from '../support/api';
import { apiGet, demoPatient, expect, message, test, waitForPage } from '../support/test';
import { navbarMessages } from '../support/uiLabels';

interface Specialty {
  _id: string;
  names: Record<'fr' | 'en' | 'ar', string>;
}

interface QuestionDocs {
  totalDocs: number;
}

// requirements §4 / §6: a patient's question goes to the doctors of its specialty; one answers it (which
// takes it out of the open list and the navbar badge), the patient reads the answer and rates it.
test('a doctor answers a patient question and the patient rates the answer', async ({ browser }) => {
  const { results: specialties } = await apiGet<{ results: Specialty[] }>('/doctorSpecialties?limit=100');
  const cardiology = specialties.find((specialty) => specialty.names.en === 'Cardiology');
  if (!cardiology) throw new Error('e2e: no Cardiology specialty in the demo data');

  // The patient signs in first and asks through the API with the app's own session.
  const patientPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await patientPage.goto('/auth/login?returnUrl=%2Fpatient-dashboard%2Fquestions');
  await waitForPage(patientPage);
  const patient = await signInCapturing(patientPage, demoPatient);
  await expect(patientPage).toHaveURL((url) => url.pathname === '/patient-dashboard/questions');
  const tag = uniqueTag();
  const title = `Palpitations après l'effort ${tag}`;
  await apiJson(patient, 'POST', '/questions/add', {
    category: cardiology._id,
    title,
    content: `Mon cœur bat très vite après dix minutes de marche rapide (${tag}). Faut-il consulter ?`,
  });

  const doctorPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  const doctor = await signInStaff(doctorPage, demoDoctor, '/doctor-dashboard/questions');
  expect(doctor.user.doctorSpecialty?._id).toBe(cardiology._id);
  await expect(doctorPage).toHaveURL((url) => url.pathname === '/doctor-dashboard/questions');
  await waitForPage(doctorPage);
  await expect(doctorPage.getByRole('heading', { level: 1 })).toHaveText(
    message('DOCTOR_DASHBOARD.QUESTIONS.TITLE'),
  );
  const open = await apiJson<QuestionDocs>(doctor, 'GET', `/questions/specialty/${cardiology._id}`);
  const badge = doctorPage
    .getByRole('navigation', { name: navbarMessages.fr.navigation })
    .getByRole('link', { name: navbarMessages.fr.myQuestions })
    .locator('.tabib-badge');
  await expect(badge).toHaveAttribute('data-count', String(open.totalDocs));
  // docs/decisions/006: the queue shows each question once.
  const titles = doctorPage.locator('li.dd-question .tabib-question-card__title');
  await expect(titles.first()).toBeVisible();
  const shown = await titles.allTextContents();
  expect(new Set(shown).size).toBe(shown.length);

  // Oldest first (spec/openapi.yaml listQuestionsBySpecialty), 50 a page (requirements §9): the new question
  // is on the last page.
  const lastPage = Math.ceil(open.totalDocs / SPECIALTY_LIST_PAGE_SIZE);
  if (lastPage > 1) {
    await doctorPage
      .getByRole('button', { name: paginationMessages.fr.page.replace('{n}', String(lastPage)), exact: true })
      .click();
  }
  const item = doctorPage.locator('li.dd-question', { hasText: title });
  const answer = `Consultez un cardiologue pour un électrocardiogramme d'effort (${tag}).`;
  await item.getByLabel(message('DOCTOR_DASHBOARD.QUESTIONS.ANSWER')).fill(answer);
  await item.getByRole('button', { name: message('DOCTOR_DASHBOARD.QUESTIONS.SEND'), exact: true }).click();
  await expect(successToast(doctorPage, message('DOCTOR_DASHBOARD.QUESTIONS.ANSWERED'))).toBeVisible();
  await expect(badge).toHaveAttribute('data-count', String(open.totalDocs - 1));
  await expect(doctorPage.locator('li.dd-question', { hasText: title })).toHaveCount(0);

  // The patient's page, loaded again, shows the answer.
  await patientPage.reload();
  await waitForPage(patientPage);
  const card = patientPage.locator('ul.pd-list > li', { hasText: title });
  await expect(card).toContainText(answer);
  const rating = card.getByRole('group', {
    name: message('PATIENT.QUESTIONS.RATE_LEGEND').replace('{doctor}', doctor.user.doctor?.name ?? ''),
  });
  await rating.getByRole('radio').nth(3).check();
  await card.getByLabel(message('PATIENT.QUESTIONS.COMMENT')).fill(`Merci docteur (${tag})`);
  await card.getByRole('button', { name: message('PATIENT.QUESTIONS.SEND_FEEDBACK'), exact: true }).click();

  expect(message('SUCCESS.REVIEW_THANKS')).toBe('Merci pour votre avis !');
  const thanks = successToast(patientPage, message('SUCCESS.REVIEW_THANKS'));
  await expect(thanks).toBeVisible();
  await expect(thanks).toHaveAttribute('data-type', 'success');
  await expect(card).toContainText(message('PATIENT.QUESTIONS.YOUR_RATING').replace('{rating}', '4'));
});
