import {
  findEntry,
  listOpenOffers,
  listWaitingEntries,
  minutesOf,
  setEntryStatus,
  setWaitlistEnabled,
  upsertWaitingEntry,
  waitlistEnabled,
} from './waitlist-data.js';
import { toRdv } from './rdvs-data.js';
import { acceptWaitlistOffer } from './waitlist.js';
import { DomainError } from '../platform/errors.js';
import { type ApiDeps, actingDoctor, forbidden, notFound, requireCaller } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

/** docs/decisions/029-waitlist.md: waiting lists and the offers of freed slots. */
export function createWaitlistHandlers(deps: ApiDeps) {
  async function assertDoctorExists(doctorId: string): Promise<void> {
    const doctor = await deps.db
      .selectFrom('doctors')
      .select('id')
      .where('id', '=', doctorId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (doctor === undefined) throw notFound('Doctor');
  }

  return {
    async listWaitlist(request) {
      const caller = requireCaller(request);
      const { doctor } = request.query;
      if (caller.role === 'patient') {
        if (doctor !== undefined) throw forbidden();
        return { results: await listWaitingEntries(deps.db, { patientId: caller.userId }) };
      }
      return { results: await listWaitingEntries(deps.db, { doctorId: actingDoctor(caller, doctor) }) };
    },

    async joinWaitlist(request, reply) {
      const caller = requireCaller(request);
      const body = request.body;
      const fromMinutes = minutesOf(body.from);
      const toMinutes = minutesOf(body.to);
      if (toMinutes <= fromMinutes) {
        throw new DomainError('VALIDATION_FAILED', '`to` must be after `from`.', 400, { field: 'to' });
      }
      await assertDoctorExists(body.doctor);
      if (!(await waitlistEnabled(deps.db, body.doctor))) {
        throw new DomainError('WAITLIST_CLOSED', 'This doctor does not take a waiting list.', 422);
      }
      const entry = await upsertWaitingEntry(
        deps.db,
        body.doctor,
        caller.userId,
        { weekdays: body.weekdays, fromMinutes, toMinutes },
        deps.now(),
      );
      reply.code(201);
      return entry;
    },

    async leaveWaitlist(request) {
      const caller = requireCaller(request);
      const { id } = request.params;
      const entry = await findEntry(deps.db, id);
      if (entry === undefined) throw notFound('Waiting entry');
      const allowed =
        caller.role === 'admin' ||
        (caller.role === 'patient' && entry.patient._id === caller.userId) ||
        ((caller.role === 'doctor' || caller.role === 'secretary') && caller.doctorId === entry.doctor._id);
      if (!allowed) throw forbidden();
      if (entry.status === 'waiting') await setEntryStatus(deps.db, id, 'left', deps.now());
      return { ...entry, status: entry.status === 'waiting' ? 'left' : entry.status };
    },

    async getWaitlistSettings(request) {
      const { doctor } = request.query;
      await assertDoctorExists(doctor);
      return { enabled: await waitlistEnabled(deps.db, doctor) };
    },

    async updateWaitlistSettings(request) {
      const caller = requireCaller(request);
      const { enabled, doctor } = request.body;
      const doctorId = actingDoctor(caller, doctor);
      await setWaitlistEnabled(deps.db, doctorId, enabled, deps.now());
      return { enabled };
    },

    async listWaitlistOffers(request) {
      const caller = requireCaller(request);
      return { results: await listOpenOffers(deps.db, caller.userId, deps.now()) };
    },

    async acceptWaitlistOffer(request, reply) {
      const caller = requireCaller(request);
      const { id } = request.params;
      const rdv = await acceptWaitlistOffer(deps.db, id, caller.userId, deps.now(), deps.config);
      reply.code(201);
      return toRdv(rdv);
    },
  } satisfies Handlers;
}
