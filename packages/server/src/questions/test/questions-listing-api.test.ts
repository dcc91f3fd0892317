import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { backends } from '../../../test/helpers/db.js';
import { forbiddenBody, useQuestionsApi } from './questions-api-setup.js';

describe.each(backends)('questions API on %s: listing and counting questions', (backend) => {
  const { cast, as, ask } = useQuestionsApi(backend);

  describe('listing (spec listQuestions x-ownership)', () => {
    const list = (
      api: Awaited<ReturnType<typeof as>>,
      query: unknown,
      extra: { page?: number; limit?: number } = {},
    ) => api.GET('/questions', { params: { query: { query: JSON.stringify(query), ...extra } } });

    it('shows a patient their own questions, newest first, and refuses another patient’s (403)', async () => {
      const first = await ask(`Premier ${newId()}`);
      const second = await ask(`Second ${newId()}`);
      const patient = await as(demoAccounts.patient.email);
      const { data } = await list(patient, { patient: cast().patientId }, { limit: 2 });
      expect(data).toMatchObject({ page: 1, limit: 2 });
      expect(data!.docs.map((q) => q._id)).toEqual([second._id, first._id]);
      expect(data!.docs.every((q) => q.patient === cast().patientId)).toBe(true);

      const intruder = await as(cast().otherPatientEmail);
      const { error, response } = await list(intruder, { patient: cast().patientId });
      expect(response.status).toBe(403);
      expect(error).toEqual(forbiddenBody);
    });

    it('shows a secretary their doctor’s specialty, refuses another specialty (403), admin sees any', async () => {
      const asked = await ask(`Secrétariat ${newId()}`);
      const secretary = await as(demoAccounts.secretary.email);
      const { data } = await list(
        secretary,
        { category: cast().cardiology, closed: false, doctor: null },
        { limit: 100 },
      );
      expect(data!.docs.map((q) => q._id)).toContain(asked._id);
      expect(
        data!.docs.every((q) => q.category === cast().cardiology && q.doctor === null && !q.closed),
      ).toBe(true);

      const elsewhere = await list(await as(demoAccounts.secretary.email), {
        category: cast().otherSpecialty,
      });
      expect(elsewhere.response.status).toBe(403);
      const admin = await as(demoAccounts.admin.email);
      expect((await list(admin, { category: cast().otherSpecialty })).response.status).toBe(200);
    });

    it('rejects an unknown field or an operator with 400 VALIDATION_FAILED', async () => {
      const patient = await as(demoAccounts.patient.email);
      for (const query of [{ patient: cast().patientId, title: 'x' }, { patient: { $ne: null } }]) {
        const { error, response } = await list(patient, query);
        expect(response.status).toBe(400);
        expect(error).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('questions by specialty (requirements §6: a doctor sees open questions of their specialty)', () => {
    it('lists the oldest first and refuses another specialty (403)', async () => {
      const doctor = await as(demoAccounts.doctor.email);
      const { data } = await doctor.GET('/questions/specialty/{specialtyId}', {
        params: { path: { specialtyId: cast().cardiology }, query: { limit: 100 } },
      });
      const created = data!.docs.map((q) => q.createdAt);
      expect(created).toEqual([...created].sort());
      const { error, response } = await doctor.GET('/questions/specialty/{specialtyId}', {
        params: { path: { specialtyId: cast().otherSpecialty } },
      });
      expect(response.status).toBe(403);
      expect(error).toEqual(forbiddenBody);
    });
  });

  describe('counting (spec countQuestions x-ownership)', () => {
    it('refuses another doctor’s counts (403)', async () => {
      const other = await as(cast().otherSpecialtyDoctorEmail);
      const { response } = await other.GET('/questions/count', {
        params: { query: { query: JSON.stringify({ doctor: cast().answeringDoctor.id }) } },
      });
      expect(response.status).toBe(403);
    });
  });
});
