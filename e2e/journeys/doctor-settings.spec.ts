import { apiGet, expect, message, test, waitForPage } from '../support/test';

interface SlotList {
  slotMinutes: number;
  slots: string[];
}

/** The seeded demo doctor (packages/server/src/seed/demo-accounts.ts). */
const demoDoctor = { email: 'docteur@tabib.test', password: 'Tabib-Demo-2026' } as const;

/** A message with its ICU arguments filled in (the journeys read raw catalogue strings). */
function format(id: string, values: Record<string, string | number>): string {
  return message(id).replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name]));
}

/** The next Sunday after today in Africa/Tunis, YYYY-MM-DD: the demo doctor is closed on Sundays. */
function nextSunday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 0);
  return day.toISOString().slice(0, 10);
}

// requirements §6 "Doctor: edit working hours"; docs/design.md "Booking": free slots follow the working hours.
test('a doctor opens Sunday mornings and patients see exactly those free slots', async ({ page }) => {
  await page.goto('/auth/doctor-login');
  await waitForPage(page);
  const main = page.getByRole('main');
  await main.getByLabel(message('AUTH.FIELDS.EMAIL'), { exact: true }).fill(demoDoctor.email);
  await main.getByLabel(message('AUTH.FIELDS.PASSWORD'), { exact: true }).fill(demoDoctor.password);
  const login = page.waitForResponse((response) => response.url().includes('/v1/auth/login'));
  await main.getByRole('button', { name: message('AUTH.LOGIN.SUBMIT'), exact: true }).click();
  const { user } = (await (await login).json()) as { user: { _id: string } };

  const sunday = nextSunday();
  const before = await apiGet<SlotList>(`/doctors/${user._id}/slots?from=${sunday}&to=${sunday}`);
  expect(before.slots).toEqual([]);

  await page.goto('/doctor-dashboard/settings');
  await waitForPage(page);
  const day = 'dimanche';
  const sundayGroup = page.getByRole('group', { name: day, exact: true });
  await sundayGroup
    .getByRole('button', { name: format('DOCTOR_SETTINGS.HOURS.ADD_INTERVAL', { day }) })
    .click();
  const start = sundayGroup.getByLabel(format('DOCTOR_SETTINGS.HOURS.START', { n: 1, day }));
  const end = sundayGroup.getByLabel(format('DOCTOR_SETTINGS.HOURS.END', { n: 1, day }));
  const save = page.getByRole('button', { name: message('DOCTOR_SETTINGS.HOURS.SAVE'), exact: true });

  // An interval that ends before it starts is refused on the page, and nothing is sent.
  await start.fill('12:00');
  await end.fill('10:00');
  await save.click();
  await expect(sundayGroup.getByText(message('DOCTOR_SETTINGS.HOURS.ERROR_ORDER'))).toBeVisible();

  await start.fill('10:00');
  await end.fill('12:00');
  await page.getByLabel(message('DOCTOR_SETTINGS.HOURS.SLOT_MINUTES'), { exact: true }).fill('30');
  await save.click();
  await expect(page.getByText(message('DOCTOR_SETTINGS.HOURS.SAVED')).first()).toBeVisible();

  // 10:00–12:00 Tunis (UTC+1) in 30-minute slots: four starts, written in UTC.
  const after = await apiGet<SlotList>(`/doctors/${user._id}/slots?from=${sunday}&to=${sunday}`);
  expect(after.slotMinutes).toBe(30);
  expect(after.slots).toEqual([
    `${sunday}T09:00:00.000Z`,
    `${sunday}T09:30:00.000Z`,
    `${sunday}T10:00:00.000Z`,
    `${sunday}T10:30:00.000Z`,
  ]);
});
