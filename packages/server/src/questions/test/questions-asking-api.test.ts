import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { backends } from '../../../test/helpers/db.js';
import { askBody, forbiddenBody, useQuestionsApi } from './questions-api-setup.js';

describe.each(backends)('questions API on %s: asking and deleting a question', (backend) => {
  const { harness, cast, as, ask } = useQuestionsApi(backend);

  describe('asking (spec addQuestion)', () => {
    it('refuses an unknown category (404), a too-short title (400), a guest (401) and a doctor (403)', async () => {
      const patient = await as(demoAccounts.patient.email);
      const unknown = await patient.POST('/questions/add', {
        body: askBody(newId(), 'Question sans spécialité'),
      });
      expect(unknown.response.status).toBe(404);
      expect(unknown.error).toMatchObject({ code: 'NOT_FOUND', message: 'Specialty not found.' });
      const short = await patient.POST('/questions/add', { body: askBody(cast().cardiology, 'Ah') });
      expect(short.response.status).toBe(400);
      expect(short.error).toMatchObject({ code: 'VALIDATION_FAILED' });
      const guest = (await harness().guest()).api;
      const anonymous = await guest.POST('/questions/add', {
        body: askBody(cast().cardiology, 'Question anonyme'),
      });
      expect(anonymous.response.status).toBe(401);
      const doctor = await as(demoAccounts.doctor.email);
      const byDoctor = await doctor.POST('/questions/add', {
        body: askBody(cast().cardiology, 'Question d’un médecin'),
      });
      expect(byDoctor.response.status).toBe(403);
      expect(byDoctor.error).toEqual(forbiddenBody);
    });
  });

  describe('deleting (spec deleteQuestion: patient own, admin any)', () => {
    it('refuses another patient (403), deletes for the owner (204), then 404', async () => {
      const asked = await ask(`À supprimer ${newId()}`);
      const intruder = await as(cast().otherPatientEmail);
      const refused = await intruder.DELETE('/questions/{id}', { params: { path: { id: asked._id } } });
      expect(refused.response.status).toBe(403);
      const patient = await as(demoAccounts.patient.email);
      const deleted = await patient.DELETE('/questions/{id}', { params: { path: { id: asked._id } } });
      expect(deleted.response.status).toBe(204);
      const admin = await as(demoAccounts.admin.email);
      const gone = await admin.DELETE('/questions/{id}', { params: { path: { id: asked._id } } });
      expect(gone.response.status).toBe(404);
      expect(gone.error).toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});
