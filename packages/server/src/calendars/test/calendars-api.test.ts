import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import type { RdvStatus } from '../../platform/db/schema.js';
import { backends } from '../../../test/helpers/db.js';
import { type TestClient, useApiServer } from '../../../test/helpers/api.js';
import {
  type AgendaFixture,
  fixtureNow,
  insertAgendaFixture,
  wednesday0900,
} from '../../booking/test/agenda-fixture.js';

const MINUTE_MS = 60_000;

/** Parsed by ical.js (Mozilla's iCalendar library), not by anything of ours. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

describe.each(backends)('%s: calendars (rdv files and the doctor feed)', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });
  let fixture: AgendaFixture;
  let slot = 0;

  beforeAll(async () => {
    fixture = await insertAgendaFixture(server().database.db);
  });

  async function insertRdv(
    status: RdvStatus,
    doctorId = fixture.doctorId,
  ): Promise<{ id: string; date: Date }> {
    slot += 1;
    const date = new Date(Date.parse(wednesday0900) + slot * 30 * MINUTE_MS);
    const id = newId();
    await server()
      .database.db.insertInto('rdvs')
      .values({
        id,
        doctor_id: doctorId,
        patient_id: fixture.patientId,
        date,
        end_date: new Date(date.getTime() + 30 * MINUTE_MS),
        status,
        price: 60_000,
        reason: 'Douleur thoracique depuis hier',
        // Written at the test clock's time, as the server writes its updates.
        created_at: new Date(fixtureNow),
        updated_at: new Date(fixtureNow),
        ...(status === 'cancelled' && { cancel_reason: 'Empêchement', cancelled_by: 'patient' as const }),
      })
      .execute();
    return { id, date };
  }

  async function rdvFile(client: TestClient, id: string, lang?: 'fr' | 'en' | 'ar') {
    const { response, data } = await client.api.GET('/rdvs/{id}/calendar', {
      params: { path: { id }, query: lang ? { lang } : {} },
      parseAs: 'text',
    });
    return { response, text: data as string };
  }

  describe('GET /rdvs/{id}/calendar', () => {
    it("gives the patient one event at the rdv's Tunis time, with a stable UID and no reason", async () => {
      const rdv = await insertRdv('confirmed');
      const { response, text } = await rdvFile(await server().as(fixture.patientEmail), rdv.id);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="rdv-2026-03-04.ics"');
      const { calendar, events } = parseCalendar(text);
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Africa/Tunis');
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event!.uid).toBe(`rdv-${rdv.id}@tabib.tn`);
      expect(event!.summary).toMatch(/^Rendez-vous avec Dr /);
      expect(event!.startDate.zone.tzid).toBe('Africa/Tunis');
      expect(event!.startDate.toJSDate().toISOString()).toBe(rdv.date.toISOString());
      expect(event!.endDate.toJSDate().getTime() - rdv.date.getTime()).toBe(30 * MINUTE_MS);
      // Wall-clock time in Tunis (UTC+1): one hour after the UTC instant.
      expect(event!.startDate.hour).toBe(rdv.date.getUTCHours() + 1);
      expect(event!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
      expect(event!.description).toContain('/patient-dashboard');
      expect(text).not.toContain('Douleur');
      expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    });

    it('writes the texts in the language asked for', async () => {
      const rdv = await insertRdv('pending');
      const patient = await server().as(fixture.patientEmail);
      const [english, arabic] = await Promise.all([
        rdvFile(patient, rdv.id, 'en'),
        rdvFile(patient, rdv.id, 'ar'),
      ]);
      expect(parseCalendar(english.text).events[0]!.summary).toMatch(/^Appointment with Dr /);
      const arabicEvent = parseCalendar(arabic.text).events[0]!;
      expect(arabicEvent.summary).toMatch(/^موعد مع /);
      expect(arabicEvent.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    });

    it("gives the practice the patient's name, and a cancelled rdv as STATUS:CANCELLED", async () => {
      const rdv = await insertRdv('cancelled');
      const { text } = await rdvFile(await server().as(fixture.secretaryEmail), rdv.id);
      const [event] = parseCalendar(text).events;
      expect(event!.summary).toMatch(/ · Consultation$/);
      expect(event!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    });

    it('refuses another patient (403)', async () => {
      const rdv = await insertRdv('confirmed');
      const { response } = await rdvFile(await server().as(fixture.otherPatientEmail), rdv.id);
      expect(response.status).toBe(403);
    });
  });

  describe("the doctor's private feed", () => {
    async function feedText(url: string): Promise<{ status: number; text: string }> {
      const response = await fetch(`${server().origin}${new URL(url).pathname}`);
      return { status: response.status, text: await response.text() };
    }

    it('is created, read by anyone holding the address, follows a reschedule, and is revoked', async () => {
      const doctor = await server().as(fixture.doctorEmail);
      expect((await doctor.api.GET('/calendarFeed')).data).toEqual({ url: null, createdAt: null });

      const created = (await doctor.api.POST('/calendarFeed')).data!;
      expect(created.url).toMatch(/\/v1\/calendarFeed\/[A-Za-z0-9_-]{43}$/);
      expect(created.createdAt).toBe(fixtureNow);
      // The doctor sees the same address again later.
      expect((await doctor.api.GET('/calendarFeed')).data).toEqual(created);

      const rdv = await insertRdv('confirmed');
      await insertRdv('confirmed', fixture.otherDoctorId);
      const before = await feedText(created.url!);
      expect(before.status).toBe(200);
      const uid = `rdv-${rdv.id}@tabib.tn`;
      const eventsBefore = parseCalendar(before.text).events;
      const doctorRdvCount = await server()
        .database.db.selectFrom('rdvs')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('doctor_id', '=', fixture.doctorId)
        .executeTakeFirstOrThrow();
      expect(eventsBefore).toHaveLength(Number(doctorRdvCount.count));
      const original = eventsBefore.find((event) => event.uid === uid)!;
      expect(original.startDate.toJSDate().toISOString()).toBe(rdv.date.toISOString());

      server().clock.advance(60_000);
      // Thursday 08:00 in Tunis: a free slot of the fixture's hours (08:00–12:00).
      const newDate = new Date('2026-03-05T07:00:00.000Z');
      const moved = await doctor.api.PUT('/rdvs/{id}', {
        params: { path: { id: rdv.id } },
        body: { date: newDate.toISOString() },
      });
      expect(moved.response.status).toBe(200);
      const after = parseCalendar((await feedText(created.url!)).text).events.find(
        (event) => event.uid === uid,
      )!;
      expect(after.startDate.toJSDate().toISOString()).toBe(newDate.toISOString());
      expect(after.sequence).toBeGreaterThan(original.sequence);

      const rotated = (await doctor.api.POST('/calendarFeed')).data!;
      expect(rotated.url).not.toBe(created.url);
      expect((await feedText(created.url!)).status).toBe(404);
      expect((await feedText(rotated.url!)).status).toBe(200);

      expect((await doctor.api.DELETE('/calendarFeed')).data).toEqual({ url: null, createdAt: null });
      expect((await feedText(rotated.url!)).status).toBe(404);
    });

    it('answers 400 for an address that is not a feed secret', async () => {
      const response = await fetch(`${server().origin}/v1/calendarFeed/not-a-secret`);
      expect(response.status).toBe(400);
    });

    it('is not available to a secretary (403)', async () => {
      const secretary = await server().as(fixture.secretaryEmail);
      expect((await secretary.api.POST('/calendarFeed')).response.status).toBe(403);
    });
  });
});
