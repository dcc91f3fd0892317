import { apiGet, expect, message, test, waitForPage } from '../support/test';

interface SearchedDoctor {
  _id: string;
  name: string;
  city: { _id: string; Label: string };
  doctorSpecialty: { _id: string; name: string; names?: { fr?: string } };
  nextSlots?: string[];
}
interface DoctorPage {
  totalResults: number;
  results: SearchedDoctor[];
}

// requirements §2 /search-doctors (doctors by location and specialty) and /doctor-profile.
test('a guest searches by city and specialty, then opens a doctor profile with free slots', async ({
  page,
}) => {
  // A seeded doctor with free slots gives a city and specialty that have results.
  const { results } = await apiGet<DoctorPage>('/doctors?limit=20');
  const doctor = results.find((candidate) => (candidate.nextSlots ?? []).length > 0);
  if (!doctor) throw new Error('e2e: no seeded doctor with free slots among the first 20');
  const expected = await apiGet<DoctorPage>(
    `/doctors?city=${doctor.city._id}&specialty=${doctor.doctorSpecialty._id}&limit=10`,
  );

  await page.goto('/search-doctors');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('SEARCH.TITLE'));

  await page
    .getByLabel(message('SEARCH.FILTERS.CITY'), { exact: true })
    .selectOption({ label: doctor.city.Label });
  await page
    .getByLabel(message('SEARCH.FILTERS.SPECIALTY'), { exact: true })
    .selectOption({ label: doctor.doctorSpecialty.names?.fr ?? doctor.doctorSpecialty.name });
  await page.getByRole('button', { name: message('SEARCH.SUBMIT'), exact: true }).click();

  // The filters live in the URL, so the search can be shared, reloaded and navigated back to.
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/search-doctors' &&
      url.searchParams.get('city') === doctor.city._id &&
      url.searchParams.get('specialty') === doctor.doctorSpecialty._id &&
      url.searchParams.get('page') === '0',
  );
  const resultsSection = page.getByRole('region', { name: message('SEARCH.RESULTS.TITLE') });
  await expect(resultsSection.getByRole('status')).toContainText(String(expected.totalResults));
  const names = resultsSection.getByRole('heading', { level: 3 });
  await expect(names).toHaveText(expected.results.map((result) => result.name));

  await resultsSection.getByRole('link', { name: doctor.name, exact: true }).click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/doctor-profile' && url.searchParams.get('id') === doctor._id,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
  const slots = page.getByRole('radiogroup');
  await expect(slots.getByRole('radio').first()).toBeVisible();
  // The first free time shown is the doctor's next free slot.
  await expect(slots.locator('time').first()).toHaveAttribute('datetime', doctor.nextSlots?.[0] ?? '');
});

test('the search filters of a shared link are applied on load', async ({ page }) => {
  const { results } = await apiGet<DoctorPage>('/doctors?limit=1');
  const doctor = results[0];
  if (!doctor) throw new Error('e2e: no seeded doctor');
  await page.goto(`/search-doctors?city=${doctor.city._id}&specialty=${doctor.doctorSpecialty._id}&page=0`);
  await waitForPage(page);
  await expect(page.getByLabel(message('SEARCH.FILTERS.CITY'), { exact: true })).toHaveValue(doctor.city._id);
  await expect(page.getByLabel(message('SEARCH.FILTERS.SPECIALTY'), { exact: true })).toHaveValue(
    doctor.doctorSpecialty._id,
  );
  const resultsSection = page.getByRole('region', { name: message('SEARCH.RESULTS.TITLE') });
  await expect(resultsSection.getByRole('link', { name: doctor.name, exact: true })).toBeVisible();
});
