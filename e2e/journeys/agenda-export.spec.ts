import { readFile } from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';

import { apiJson, demoDoctor, signInStaff, tunisDay } from '../support/api';
import { expect, message, test, waitForPage } from '../support/test';

interface RdvPage {
  results: { _id: string; date: string; patient: { name: string; phone: string | null } }[];
  totalResults: number;
}

// The practice's working day: each rdv with the patient's phone, the day's list printed without the
// site around it, and downloaded as a spreadsheet (CSV) with every rdv of the day.
test("a doctor prints the day's list and downloads it as CSV, with the patients' phones", async ({
  page,
}) => {
  const doctor = await signInStaff(page, demoDoctor, '/doctor-dashboard');
  await waitForPage(page);
  // A day with rdvs: the day of the doctor's first rdv from tomorrow on (the seed fills the coming days).
  const query = encodeURIComponent(JSON.stringify({ from: new Date(Date.now() + 86_400_000).toISOString() }));
  const first = await apiJson<RdvPage>(doctor, 'GET', `/rdvs?query=${query}&sort=date&limit=1`);
  const day = tunisDay(first.results[0]!.date);
  const dayRange = encodeURIComponent(
    JSON.stringify({
      from: new Date(`${day}T00:00:00+01:00`).toISOString(),
      to: new Date(Date.parse(`${day}T00:00:00+01:00`) + 86_400_000).toISOString(),
    }),
  );
  const ofTheDay = await apiJson<RdvPage>(doctor, 'GET', `/rdvs?query=${dayRange}&sort=date&limit=100`);

  await page.goto(`/doctor-dashboard?date=${day}`);
  await waitForPage(page);
  const withPhone = ofTheDay.results.find((rdv) => rdv.patient.phone);
  if (withPhone) {
    const card = page.locator(`article:has(time[datetime="${new Date(withPhone.date).toISOString()}"])`);
    // Stored in E.164 (docs/decisions/040), shown in groups: +21671234567 reads "+216 71 234 567".
    const e164 = withPhone.patient.phone!;
    const shown = `+216 ${e164.slice(4, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`;
    await expect(card.getByRole('link', { name: shown })).toHaveAttribute('href', `tel:${e164}`);
  }

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: message('DOCTOR_DASHBOARD.RDVS.EXPORT_CSV'), exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rdv-day-${day}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Date,Heure,Patient,Téléphone,E-mail,Visite,Statut,Paiement,Motif');
  expect(lines).toHaveLength(ofTheDay.totalResults + 1);
  expect(lines.slice(1).every((line) => line.startsWith(`${day},`))).toBe(true);

  // Printed: the list only.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: message('DOCTOR_DASHBOARD.RDVS.PRINT') })).toBeHidden();
  await expect(page.locator('article').first()).toBeVisible();
});
