import { findSecretaryLink, listSecretariesOf } from './secretaries-data';
import { resultsPage } from '../platform/results-page';
import { DomainError } from '../platform/errors';
import {
  acceptSecretaryInvitation,
  addSecretary,
  isSecretaryAvailable,
  readSecretaryInvitation,
  removeSecretary,
} from './membership';
import { openSession } from '../accounts/auth-handlers';
import {
  adminUserIdOf,
  type ApiDeps,
  type Caller,
  forbidden,
  notFound,
  requireCaller,
} from '../platform/api/context';
import type { Handlers } from '../platform/api/contract';

/** spec x-ownership "doctor → own; admin → any". */
function mayManage(caller: Caller, doctorId: string): boolean {
  return caller.role === 'admin' || (caller.role === 'doctor' && caller.userId === doctorId);
}

export function createSecretaryHandlers(deps: ApiDeps) {
  const { db } = deps;

  return {
    async listSecretaries(request) {
      const caller = requireCaller(request);
      const { doctorId } = request.query;
      if (!mayManage(caller, doctorId)) throw forbidden();
      const secretaries = await listSecretariesOf(db, doctorId);
      return resultsPage(secretaries, 1, Math.max(secretaries.length, 1), secretaries.length);
    },

    async addSecretary(request, reply) {
      const caller = requireCaller(request);
      const { email, doctor } = request.body;
      // An admin adds for the doctor named in the body; a doctor only for themselves.
      const doctorId = caller.role === 'admin' ? doctor : (doctor ?? caller.userId);
      if (doctorId === undefined) {
        throw new DomainError('VALIDATION_FAILED', 'An admin names the doctor (`doctor`).', 400);
      }
      if (!mayManage(caller, doctorId)) throw forbidden();
      const secretary = await addSecretary(db, doctorId, email, {
        now: deps.now(),
        publicUrl: deps.config.publicUrl,
      });
      reply.code(201);
      return secretary;
    },

    async getSecretaryInvitation(request) {
      const { token } = request.params;
      const invitation = await readSecretaryInvitation(db, token, deps.now());
      return {
        email: invitation.email,
        doctorName: `Dr ${invitation.doctorName}`,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    async acceptSecretaryInvitation(request, reply) {
      const { token } = request.params;
      const body = request.body;
      const userId = await acceptSecretaryInvitation(db, token, body, deps.now());
      reply.code(201);
      return openSession(deps, reply, { id: userId, role: 'secretary' }, true);
    },

    async verifySecretaryEmail(request) {
      const { email } = request.query;
      return { response: await isSecretaryAvailable(db, email) };
    },

    async removeSecretary(request, reply) {
      const caller = requireCaller(request);
      const { id } = request.params;
      const link = await findSecretaryLink(db, id);
      if (!link) throw notFound('Secretary');
      if (!mayManage(caller, link.doctorId)) throw forbidden();
      await removeSecretary(db, link, deps.now(), adminUserIdOf(caller));
      reply.code(204);
    },

    /** spec: "`response: false` when the secretary was removed; the app then logs them out". */
    async verifySecretary(request) {
      const caller = requireCaller(request);
      const { id } = request.params;
      if (caller.role === 'secretary') return { response: caller.secretaryId === id };
      const link = await findSecretaryLink(db, id);
      return { response: link?.userId != null };
    },
  } satisfies Handlers;
}
