import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { fixtureWeek } from '../../../test/helpers/fixtures.js';
import { type AgendaFixture, fixtureNow, insertAgendaFixture } from '../../booking/test/agenda-fixture.js';

/** Wednesday 4 and Thursday 5 March 2026 in Tunis (UTC+1), inside the fixture's hours. */
const wednesday0900 = '2026-03-04T08:00:00.000Z';
const wednesday1000 = '2026-03-04T09:00:00.000Z';
const wednesday1030 = '2026-03-04T09:30:00.000Z';
const thursday0900 = '2026-03-05T08:00:00.000Z';

const holter = {
  name: 'Holter ECG 24 h',
  price: 150_000,
  durationMinutes: 30,
};
const holterNames = { en: '24-hour Holter ECG', ar: 'هولتر تخطيط القلب على 24 ساعة' };
const bilanNames = { en: 'Check-up', ar: 'فحص شامل' };

// docs/decisions/043: what doctors name themselves (services, visit types) may carry a name per language.
describe.each(backends)('%s: names of services and visit types in the reader’s language', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });
  let fixture: AgendaFixture;

  beforeAll(async () => {
    fixture = await insertAgendaFixture(server().database.db);
  });

  const doctor = () => server().as(fixture.doctorEmail);

  async function hoursOfDoctor() {
    const { api } = await server().guest();
    const { data } = await api.GET('/workingHours', { params: { query: { doctor: fixture.doctorId } } });
    return data!.results[0]!;
  }

  async function putVisitTypes(visitTypes: unknown[]) {
    const hours = await hoursOfDoctor();
    return (await doctor()).api.PUT('/workingHours/{id}', {
      params: { path: { id: hours._id } },
      body: { doctor: fixture.doctorId, slotMinutes: 30, schedule: fixtureWeek, visitTypes } as never,
    });
  }

  describe('services', () => {
    it('keep the names given; an edit sets the languages it names, clears those it sends null, keeps the rest', async () => {
      const { api } = await doctor();
      const created = await api.POST('/service', {
        body: { ...holter, names: { ...holterNames, fr: null } },
      });
      expect(created.response.status).toBe(201);
      expect(created.data).toMatchObject({ name: 'Holter ECG 24 h', names: holterNames });
      const id = created.data!._id;

      const listed = await (
        await server().guest()
      ).api.GET('/service', {
        params: { query: { query: JSON.stringify({ benefactor: fixture.doctorId }), limit: 100 } },
      });
      expect(listed.data!.results.find((service) => service._id === id)?.names).toEqual(holterNames);

      const priced = await api.PUT('/service/{id}', {
        params: { path: { id } },
        body: { ...holter, price: 140_000 },
      });
      expect([priced.data?.price, priced.data?.names]).toEqual([140_000, holterNames]);
      const renamed = await api.PUT('/service/{id}', {
        params: { path: { id } },
        body: { ...holter, names: { fr: 'Holter cardiaque' } },
      });
      expect(renamed.data?.names).toEqual({ ...holterNames, fr: 'Holter cardiaque' });
      const cleared = await api.PUT('/service/{id}', {
        params: { path: { id } },
        body: { ...holter, names: { fr: null, en: null, ar: 'هولتر القلب' } },
      });
      expect(cleared.data?.names).toEqual({ ar: 'هولتر القلب' });
    });

    it('without names, has none: every reader sees the name as written', async () => {
      const created = await (
        await doctor()
      ).api.POST('/service', { body: { ...holter, name: 'Bilan lipidique' } });
      expect(created.data).toMatchObject({ name: 'Bilan lipidique', names: {} });
    });

    it.each([
      [{ de: 'Holter-EKG' }, 'body/names must NOT have additional properties'],
      [
        { en: '' },
        'body/names/en must NOT have fewer than 1 characters; body/names/en must match pattern "\\S"',
      ],
      [{ en: '   ' }, 'body/names/en must match pattern "\\S"'],
      [{ ar: 'ه'.repeat(121) }, 'body/names/ar must NOT have more than 120 characters'],
      ['24-hour Holter ECG', 'body/names must be object'],
      [null, 'body/names must be object'],
    ])('refuses names %j with 400 VALIDATION_FAILED', async (names, message) => {
      const { response, error } = await (
        await doctor()
      ).api.POST('/service', {
        body: { ...holter, names } as never,
      });
      expect([response.status, error?.code, error?.message]).toEqual([400, 'VALIDATION_FAILED', message]);
    });
  });

  describe('visit types', () => {
    it('keep their names; one sent again keeps the languages it leaves out, a new one has none', async () => {
      const bilan = { _id: fixture.bilanId, name: 'Bilan', durationMinutes: 60, price: 90_000 };
      const named = await putVisitTypes([{ ...bilan, names: bilanNames }]);
      expect(named.response.status).toBe(200);
      expect(named.data?.visitTypes).toEqual([{ ...bilan, names: bilanNames, remote: false }]);

      const resent = await putVisitTypes([bilan, { name: 'Contrôle', durationMinutes: 30, price: 40_000 }]);
      expect(resent.data?.visitTypes).toEqual([
        { ...bilan, names: bilanNames, remote: false },
        {
          _id: expect.any(String),
          name: 'Contrôle',
          names: {},
          durationMinutes: 30,
          price: 40_000,
          remote: false,
        },
      ]);
      expect((await hoursOfDoctor()).visitTypes[0]).toEqual({ ...bilan, names: bilanNames, remote: false });
      const english = await putVisitTypes([{ ...bilan, names: { en: 'Full check-up', ar: null } }]);
      expect(english.data?.visitTypes).toEqual([{ ...bilan, names: { en: 'Full check-up' }, remote: false }]);
    });

    it('refuses a name longer than the visit type’s own limit (80) with 400 VALIDATION_FAILED', async () => {
      const { response, error } = await putVisitTypes([
        { name: 'Bilan', names: { en: 'a'.repeat(81) }, durationMinutes: 60, price: 90_000 },
      ]);
      expect([response.status, error?.code, error?.message]).toEqual([
        400,
        'VALIDATION_FAILED',
        'body/visitTypes/0/names/en must NOT have more than 80 characters',
      ]);
    });
  });

  describe('rdvs', () => {
    it('carry the visit type’s names as booked, the service’s as they are now, none for the standard visit', async () => {
      const bilan = { _id: fixture.bilanId, name: 'Bilan', durationMinutes: 60, price: 90_000 };
      await putVisitTypes([{ ...bilan, names: bilanNames }]);
      const { api: doctorApi } = await doctor();
      await doctorApi.PUT('/service/{id}', {
        params: { path: { id: fixture.serviceId } },
        body: { name: 'ECG', price: 40_000, durationMinutes: 30, names: { ar: 'تخطيط القلب الكهربائي' } },
      });
      const { api } = await server().as(fixture.otherPatientEmail);
      const byVisitType = await api.POST('/rdvs', {
        body: { doctor: fixture.doctorId, date: wednesday0900, visitType: fixture.bilanId },
      });
      const byService = await api.POST('/rdvs', {
        body: { doctor: fixture.doctorId, date: wednesday1000, service: fixture.serviceId },
      });
      const standard = await api.POST('/rdvs', { body: { doctor: fixture.doctorId, date: wednesday1030 } });
      expect(
        [byVisitType, byService, standard].map(({ data }) => [data?.visitType, data?.visitTypeNames]),
      ).toEqual([
        ['Bilan', bilanNames],
        ['ECG', { ar: 'تخطيط القلب الكهربائي' }],
        ['Consultation', {}],
      ]);

      // The doctor renames both: the rdv keeps the visit type it was booked with, and follows the service.
      await putVisitTypes([{ ...bilan, name: 'Bilan annuel', names: { en: 'Annual check-up', ar: null } }]);
      await doctorApi.PUT('/service/{id}', {
        params: { path: { id: fixture.serviceId } },
        body: {
          name: 'ECG',
          price: 40_000,
          durationMinutes: 30,
          names: { en: 'Electrocardiogram', ar: null },
        },
      });
      const read = async (id: string) => (await api.GET('/rdvs/{id}', { params: { path: { id } } })).data;
      expect((await read(byVisitType.data!._id))?.visitTypeNames).toEqual(bilanNames);
      expect(await read(byService.data!._id)).toMatchObject({
        visitType: 'ECG',
        visitTypeNames: { en: 'Electrocardiogram' },
      });
      const listed = await api.GET('/rdvs', {
        params: { query: { query: JSON.stringify({ doctor: fixture.doctorId }), sort: 'date' } },
      });
      expect(listed.data!.results.map((rdv) => rdv.visitTypeNames)).toEqual([
        bilanNames,
        { en: 'Electrocardiogram' },
        {},
      ]);

      const practice = await doctorApi.POST('/practice/rdvs', {
        body: { date: thursday0900, visitType: fixture.bilanId, patient: { _id: fixture.otherPatientId } },
      });
      expect([practice.data?.visitType, practice.data?.visitTypeNames]).toEqual([
        'Bilan annuel',
        { en: 'Annual check-up' },
      ]);
    });
  });
});
