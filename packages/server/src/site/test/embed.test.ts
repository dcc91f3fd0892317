import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeAppDist } from '../../../test/helpers/app-dist.js';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { type AgendaFixture, insertAgendaFixture } from '../../booking/test/agenda-fixture.js';

// docs/decisions/046-embed.md: the booking widget's frame may be framed by the sites its doctor
// registered, and by no other; every other page of Tabib stays unframeable.

const CLINIC = 'https://clinique-menzah.tn';

const directivesOf = (response: Response): Record<string, string> =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe.each(backends)('%s: the booking widget (embed)', (backend) => {
  // Every path is a page of this build (no route list), so /embed/… answers the app's document.
  const server = useApiServer(backend, {
    state: 'migrated',
    env: { APP_DIST: fakeAppDist({ withRoutes: false }), PUBLIC_URL: 'https://tabib.example' },
  });
  let fixture: AgendaFixture;

  beforeAll(async () => {
    fixture = await insertAgendaFixture(server().database.db);
  });

  // Each test starts from the doctor's two sites and none of the other doctor's, whatever ran before it.
  beforeEach(async () => {
    await server().database.db.deleteFrom('embed_origins').execute();
    const doctor = await server().as(fixture.doctorEmail);
    await doctor.api.PUT('/embed/origins', { body: { origins: [CLINIC, 'http://localhost:8080'] } });
  });

  const page = (path: string) => fetch(`${server().origin}${path}`, { headers: { accept: 'text/html' } });
  const frame = (origin: string, doctorId = fixture.doctorId, lang = 'fr') =>
    page(`/embed/doctor/${doctorId}?origin=${encodeURIComponent(origin)}&lng=${lang}`);

  it('keeps the origins a doctor writes, normalised, once each, in their order', async () => {
    const doctor = await server().as(fixture.doctorEmail);
    const { data, response } = await doctor.api.PUT('/embed/origins', {
      body: { origins: [CLINIC, 'https://Clinique-Menzah.tn:443', 'http://localhost:8080'] },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ origins: [CLINIC, 'http://localhost:8080'] });
    expect((await doctor.api.GET('/embed/origins')).data).toEqual({
      origins: [CLINIC, 'http://localhost:8080'],
    });
    // The doctor's secretary manages the same list.
    const secretary = await server().as(fixture.secretaryEmail);
    expect((await secretary.api.GET('/embed/origins')).data).toEqual({
      origins: [CLINIC, 'http://localhost:8080'],
    });
  });

  it('refuses what is not an origin, more than 10 origins, patients and other doctors', async () => {
    const doctor = await server().as(fixture.doctorEmail);
    for (const origins of [
      ['https://clinique.tn/rdv'],
      ['ftp://clinique.tn'],
      ['clinique.tn'],
      // The pattern's shape, but a host the URL standard reads as a bad IPv4 address.
      ['https://3.0ab.1.7:6969'],
      Array.from({ length: 11 }, (_, index) => `https://site${index}.tn`),
    ]) {
      const { response, error } = await doctor.api.PUT('/embed/origins', { body: { origins } });
      expect(response.status).toBe(400);
      expect(error?.code).toBe('VALIDATION_FAILED');
    }
    const listed = await fetch(
      `${server().origin}/v1/embed/doctors?origin=${encodeURIComponent('https://3.0ab.1.7:6969')}`,
    );
    expect(listed.status).toBe(400);
    expect(((await listed.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
    const patient = await server().as(fixture.patientEmail);
    expect((await patient.api.GET('/embed/origins')).response.status).toBe(403);
    const other = await server().as(fixture.otherDoctorEmail);
    const foreign = await other.api.PUT('/embed/origins', {
      body: { origins: [CLINIC], doctor: fixture.doctorId },
    });
    expect(foreign.response.status).toBe(403);
    expect((await doctor.api.GET('/embed/origins')).data?.origins).toEqual([CLINIC, 'http://localhost:8080']);
  });

  it('lets a registered site, and only it, frame the widget', async () => {
    const response = await frame(CLINIC);
    expect(response.status).toBe(200);
    expect(directivesOf(response)['frame-ancestors']).toBe(CLINIC);
    expect(response.headers.get('x-frame-options')).toBeNull();
    // Tabib's own pages (the dashboard's preview) may frame it too.
    expect(directivesOf(await frame('https://tabib.example'))['frame-ancestors']).toBe("'self'");
  });

  it('answers another site with a message in its language instead of the widget', async () => {
    const response = await frame('https://evil.example', fixture.doctorId, 'ar');
    expect(response.status).toBe(403);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(directivesOf(response)).toMatchObject({ 'frame-ancestors': '*', 'default-src': "'none'" });
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('حجز المواعيد غير متاح على هذا الموقع');
    expect(html).toContain(`href="https://tabib.example/doctor-profile?id=${fixture.doctorId}"`);
    // Another doctor's widget is not allowed on the first doctor's site.
    const other = await frame(CLINIC, fixture.otherDoctorId);
    expect(other.status).toBe(403);
    expect(await other.text()).toContain('Prise de rendez-vous indisponible sur ce site');
  });

  it("keeps every other page unframeable, the booking window included, and this one's opener", async () => {
    for (const path of ['/search-doctors', `/doctor-profile?id=${fixture.doctorId}`, '/embed/book']) {
      const response = await page(path);
      expect(directivesOf(response)['frame-ancestors']).toBe("'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    expect((await page('/embed/book')).headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect((await page('/search-doctors')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it("frames a practice's doctors only for a site every one of them registered", async () => {
    const practice = (doctors: string[]) =>
      page(`/embed/practice?doctors=${doctors.join(',')}&origin=${encodeURIComponent(CLINIC)}&lng=fr`);
    const both = [fixture.doctorId, fixture.otherDoctorId];
    expect((await practice(both)).status).toBe(403);
    const other = await server().as(fixture.otherDoctorEmail);
    await other.api.PUT('/embed/origins', { body: { origins: [CLINIC] } });
    const response = await practice(both);
    expect(response.status).toBe(200);
    expect(directivesOf(response)['frame-ancestors']).toBe(CLINIC);
    // More doctors than a practice lists, or something that is no doctor's id.
    expect((await practice(Array.from({ length: 11 }, () => fixture.doctorId))).status).toBe(403);
    expect((await practice([fixture.doctorId, 'nobody'])).status).toBe(403);
  });

  it('lists and frames only the doctors of a specialty in a place who registered the site', async () => {
    const { db } = server().database;
    const { city_id: city } = await db
      .selectFrom('doctors')
      .select('city_id')
      .where('id', '=', fixture.doctorId)
      .executeTakeFirstOrThrow();
    const { governorate } = await db
      .selectFrom('locations')
      .select('governorate')
      .where('id', '=', city)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('doctors')
      .set({ specialty_id: fixture.specialtyId, city_id: city })
      .where('id', '=', fixture.otherDoctorId)
      .execute();
    // Named "Abbes", the other doctor comes first by name, though created second.
    await db
      .updateTable('users')
      .set({ last_name: 'Abbes' })
      .where('id', '=', fixture.otherDoctorId)
      .execute();
    const doctor = await server().as(fixture.doctorEmail);
    const other = await server().as(fixture.otherDoctorEmail);
    await doctor.api.PUT('/embed/origins', { body: { origins: [CLINIC] } });
    await other.api.PUT('/embed/origins', { body: { origins: ['http://localhost:8080'] } });
    const place = { specialty: fixture.specialtyId, city };
    const search = (origin: string, query: Record<string, string> = place, lang = 'fr') =>
      page(`/embed/search?${new URLSearchParams({ ...query, origin, lng: lang }).toString()}`);

    const listed = await doctor.api.GET('/embed/doctors', {
      params: { query: { origin: 'https://Clinique-Menzah.tn:443', ...place } },
    });
    expect(listed.data).toEqual({ doctors: [fixture.doctorId] });
    const framed = await search(CLINIC);
    expect(framed.status).toBe(200);
    expect(directivesOf(framed)['frame-ancestors']).toBe(CLINIC);
    expect(framed.headers.get('x-frame-options')).toBeNull();
    expect((await search(CLINIC, { specialty: fixture.specialtyId, governorate })).status).toBe(200);

    await other.api.PUT('/embed/origins', { body: { origins: [CLINIC] } });
    const both = await doctor.api.GET('/embed/doctors', {
      params: { query: { origin: CLINIC, specialty: fixture.specialtyId, governorate } },
    });
    expect(both.data).toEqual({ doctors: [fixture.otherDoctorId, fixture.doctorId] });

    // A site no doctor of the specialty there registered: the message, and the same search on Tabib.
    const refused = await search('https://evil.example', place, 'en');
    expect(refused.status).toBe(403);
    expect(directivesOf(refused)['frame-ancestors']).toBe('*');
    const html = await refused.text();
    expect(html).toContain(
      'No doctor of this specialty in this place has allowed this site to show their booking.',
    );
    expect(html).toContain(
      `href="https://tabib.example/search-doctors?specialty=${fixture.specialtyId}&amp;city=${city}"`,
    );
    const elsewhere = await search(CLINIC, { specialty: fixture.specialtyId, city: fixture.patientId });
    expect(elsewhere.status).toBe(403);
    expect((await search(CLINIC, { specialty: 'cardiologie' })).status).toBe(403);

    for (const query of [
      { origin: 'clinique-menzah.tn', specialty: fixture.specialtyId },
      { origin: CLINIC, specialty: fixture.specialtyId, governorate: 'x'.repeat(61) },
    ]) {
      const { response, error } = await doctor.api.GET('/embed/doctors', { params: { query } });
      expect(response.status).toBe(400);
      expect(error?.code).toBe('VALIDATION_FAILED');
    }
  });

  it('forgets a removed site at once', async () => {
    const doctor = await server().as(fixture.doctorEmail);
    expect((await frame(CLINIC)).status).toBe(200);
    await doctor.api.PUT('/embed/origins', { body: { origins: ['http://localhost:8080'] } });
    expect((await frame(CLINIC)).status).toBe(403);
  });
});
