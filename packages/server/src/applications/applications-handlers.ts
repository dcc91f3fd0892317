import { hashPassword } from '../platform/crypto.js';
import { loadApplication } from './records-data.js';
import { decideApplication, listApplications } from './review-data.js';
import { findClaimableDoctors } from './claimable-data.js';
import {
  answerApplication,
  applicationForToken,
  createApplication,
  resendApplicationPhoneCode,
  verifyApplicationEmail,
  verifyApplicationPhone,
} from './applications-data.js';
import { readUpload, storeUpload } from './uploads-data.js';
import { doctorSetup, setDoctorActive } from '../doctors/setup-data.js';
import { updateProfile } from '../accounts/accounts-data.js';
import { isId } from '../platform/db/ids.js';
import { checkUpload } from './upload-check.js';
import { createS3Storage } from '../platform/object-storage.js';
import { type ApiDeps, notFound, requireCaller } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';
import { requestLanguage } from '../platform/api/reader-language.js';

/** The URL a stored photo is shown at; the image proxy reads it from the database. */
export const uploadPhotoUrl = (id: string) => `/uploads/${id}`;

/** The applicant's token; the spec's header schema has required it before a handler runs. */
const tokenOf = (headers: Record<string, string | string[] | undefined>) =>
  String(headers['x-application-token']);

/** docs/decisions/053-doctor-applications.md: applying, the review, and the first-run setup. */
export function createDoctorApplicationHandlers(deps: ApiDeps) {
  const { db, config } = deps;
  const storage = config.objectStorage && createS3Storage(config.objectStorage);
  return {
    async uploadApplicationProof(request, reply) {
      const locale = requestLanguage(request) ?? 'fr';
      const checked = await checkUpload(Buffer.from(request.body.data, 'base64'), 'proof', locale);
      reply.code(201);
      const stored = await storeUpload(db, storage, 'proof', checked.contentType, checked.bytes, deps.now());
      return { _id: stored.id, contentType: stored.contentType, size: stored.size };
    },

    async findClaimableDoctors(request) {
      const { firstName, lastName } = request.query;
      return { results: await findClaimableDoctors(db, firstName, lastName) };
    },

    async createDoctorApplication(request, reply) {
      const { password, ...body } = request.body;
      const { id, token } = await createApplication(
        db,
        { ...body, passwordHash: await hashPassword(password) },
        requestLanguage(request) ?? 'fr',
        config.publicUrl,
        deps.now(),
      );
      reply.code(201);
      return { application: (await loadApplication(db, id))!, token };
    },

    async getDoctorApplication(request) {
      return applicationForToken(db, request.params.id, tokenOf(request.headers));
    },

    async verifyApplicationPhone(request) {
      const { id } = request.params;
      await applicationForToken(db, id, tokenOf(request.headers));
      await verifyApplicationPhone(db, id, request.body.code, deps.now());
      return (await loadApplication(db, id))!;
    },

    async resendApplicationPhoneCode(request, reply) {
      const { id } = request.params;
      await applicationForToken(db, id, tokenOf(request.headers));
      await resendApplicationPhoneCode(db, id, deps.now());
      reply.code(204);
    },

    async answerDoctorApplication(request) {
      const { token, ...answer } = request.body;
      return answerApplication(db, request.params.id, token, answer, deps.now());
    },

    async verifyApplicationEmail(request, reply) {
      await verifyApplicationEmail(db, request.params.id, request.body.token, deps.now());
      reply.code(204);
    },

    async listDoctorApplications(request) {
      const { page, limit, ...filter } = request.query;
      return listApplications(db, filter, { page, limit });
    },

    async getAdminUpload(request) {
      const { id } = request.params;
      const upload = isId(id) ? await readUpload(db, storage, id) : undefined;
      if (!upload) throw notFound('Upload');
      return { contentType: upload.contentType, data: upload.data.toString('base64') };
    },

    async decideDoctorApplication(request) {
      const caller = requireCaller(request);
      const { decision, message } = request.body;
      const decided = await decideApplication(
        db,
        request.params.id,
        decision,
        message,
        caller.userId,
        config.publicUrl,
        deps.now(),
      );
      if (!decided) throw notFound('Application');
      return decided;
    },

    async getDoctorSetup(request) {
      const setup = await doctorSetup(db, requireCaller(request).userId);
      if (!setup) throw notFound('Doctor');
      return setup;
    },

    async setDoctorActivation(request) {
      return setDoctorActive(db, requireCaller(request).userId, request.body.active, deps.now());
    },

    async uploadDoctorPhoto(request) {
      const caller = requireCaller(request);
      const { data, crop } = request.body;
      const locale = requestLanguage(request) ?? 'fr';
      const checked = await checkUpload(Buffer.from(data, 'base64'), 'photo', locale, crop);
      const now = deps.now();
      const stored = await storeUpload(db, storage, 'photo', checked.contentType, checked.bytes, now);
      const photoUrl = uploadPhotoUrl(stored.id);
      await updateProfile(db, caller.userId, { photoUrl }, now);
      return { photoUrl };
    },
  } satisfies Handlers;
}
