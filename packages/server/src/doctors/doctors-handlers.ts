import { releaseExpiredPaymentHolds } from '../booking/payment-holds-data.js';
import { setDoctorFlags, updateDoctorProfile } from './profile-data.js';
import { AVAILABILITY_DAYS, availabilityWindow } from '../booking/availability-data.js';
import {
  type DoctorSearchFilter,
  type DoctorSort,
  autocompleteDoctors,
  doctorSlots,
  effectiveSort,
  searchDoctors,
} from '../search/doctor-search-data.js';
import type { CachedSearchPage } from '../search/search-cache.js';
import {
  doctorDisplayName,
  findDoctorRow,
  isDoctorInsider,
  isDoctorVisibleTo,
  toDoctor,
} from './doctors-data.js';
import { resultsPage } from '../platform/results-page.js';
import { loadUser } from '../accounts/users-data.js';
import { TUNIS_TIME_ZONE } from '../platform/zoned-time.js';
import { normalizeSearchText } from '../platform/db/search-text.js';
import { DomainError } from '../platform/errors.js';
import {
  adminUserIdOf,
  type ApiDeps,
  type Caller,
  forbidden,
  notFound,
  requireCaller,
} from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

/** spec `getDoctorSlots`: the range is at most 31 days. */
const MAX_SLOT_RANGE_DAYS = 31;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

const badRequest = (message: string) => new DomainError('VALIDATION_FAILED', message, 400);

/** Every parameter of a search, in a fixed order; names that normalise alike find the same doctors. */
function searchCacheKey(
  filter: DoctorSearchFilter,
  sort: DoctorSort | undefined,
  page: number,
  limit: number,
) {
  const name = filter.name === undefined ? undefined : normalizeSearchText(filter.name);
  return JSON.stringify([
    filter.city,
    filter.governorate,
    filter.specialty,
    name,
    filter.cnam,
    filter.onlinePayment,
    filter.gender,
    filter.languages === undefined ? undefined : [...filter.languages].sort(),
    filter.availableWithin,
    filter.date,
    effectiveSort(filter, sort),
    page,
    limit,
  ]);
}

/** The doctor row, or 404 when it is missing or not public to this caller (spec `getDoctorProfile`). */
async function visibleDoctor(deps: ApiDeps, doctorId: string, caller: Caller | null) {
  const row = await findDoctorRow(deps.db, doctorId);
  if (!row || !isDoctorVisibleTo(row, caller)) throw notFound('Doctor');
  return row;
}

/** A doctor edits only their own record; admins any (spec `updateDoctor`, `updateDoctorBooleanInfo`). */
function authoriseDoctorEdit(caller: Caller, doctorId: string) {
  if (caller.role === 'admin') return;
  if (caller.role === 'doctor' && caller.userId === doctorId) return;
  throw forbidden();
}

export function createDoctorHandlers(deps: ApiDeps) {
  const { db } = deps;
  return {
    async searchDoctors(request) {
      const { page, limit, sort, ...filter } = request.query;
      const now = deps.now();
      if (filter.date !== undefined && filter.date > availabilityWindow(now).through) {
        throw badRequest(`\`date\` must be one of the next ${AVAILABILITY_DAYS} days.`);
      }
      const searchPage = async (viewer: Caller | null): Promise<CachedSearchPage> => {
        const { hits, total } = await searchDoctors(db, filter, { page, limit, sort }, now);
        const results = hits.map((hit) => ({
          ...toDoctor(hit.row, viewer),
          nextSlots: hit.nextSlots,
          availability: hit.availability,
        }));
        return { doctorIds: hits.map((hit) => hit.row.id), body: resultsPage(results, page, limit, total) };
      };
      const caller = request.caller;
      // docs/decisions/019: the page is the same for every caller except insiders of a listed doctor
      // (toDoctor shows them private fields), who get it computed for them; admins are insiders of all.
      let found =
        caller?.role === 'admin'
          ? await searchPage(caller)
          : await deps.searchCache.get(searchCacheKey(filter, sort, page, limit), () => searchPage(null));
      if (caller?.role !== 'admin' && found.doctorIds.some((id) => isDoctorInsider(caller, id))) {
        found = await searchPage(caller);
      }
      // spec DoctorStat `display`: the doctor was shown in a search result (written in batches), also
      // when the page came from the cache.
      deps.doctorStats.count(found.doctorIds, 'display', now);
      return found.body;
    },

    async getDoctorProfile(request) {
      const { id } = request.params;
      const row = await visibleDoctor(deps, id, request.caller);
      deps.doctorStats.count([row.id], 'visit', deps.now());
      return toDoctor(row, request.caller);
    },

    async getDoctorSlots(request) {
      const { id } = request.params;
      const { from, to, visitType } = request.query;
      const days = dayNumber(to) - dayNumber(from) + 1;
      if (!(days >= 1)) throw badRequest('`to` must not be before `from`.');
      if (days > MAX_SLOT_RANGE_DAYS) throw badRequest(`The range is at most ${MAX_SLOT_RANGE_DAYS} days.`);
      await visibleDoctor(deps, id, request.caller);
      // docs/decisions/015: slots held by an expired payment hold are offered again right away.
      await releaseExpiredPaymentHolds(db, deps.now(), { doctorId: id });
      const found = await doctorSlots(
        db,
        id,
        { from, to, visitType },
        deps.now(),
        deps.config.teleconsultation,
      );
      if (found === 'UNKNOWN_VISIT_TYPE') throw notFound('Visit type');
      return {
        doctor: id,
        timezone: TUNIS_TIME_ZONE,
        slotMinutes: found?.slotMinutes ?? 30,
        slots: found?.slots ?? [],
      };
    },

    async autocompleteDoctors(request) {
      const { keyword, limit } = request.query;
      const rows = await autocompleteDoctors(db, keyword, limit);
      return {
        results: rows.map((row) => ({
          _id: row.id,
          name: doctorDisplayName(row.first_name, row.last_name),
          photoUrl: row.photo_url,
          specialty: row.specialty_name_fr,
          city: row.city_label,
        })),
      };
    },

    async getUserById(request) {
      const { id } = request.query;
      const user = await loadUser(db, id);
      if (!user) throw notFound('User');
      const caller = request.caller;
      // spec x-ownership: a verified, active doctor is public; otherwise self, admin, or their secretary.
      const publicDoctor = user.doctor !== null && user.doctor.isVerified && user.doctor.isActive;
      const allowed =
        publicDoctor ||
        (caller !== null &&
          (caller.userId === id ||
            caller.role === 'admin' ||
            (caller.role === 'secretary' && user.doctor !== null && caller.doctorId === id)));
      if (allowed) {
        if (user.doctor && caller?.userId !== id) {
          // Others see the doctor record as the public profile does (phone only with showPhone).
          const row = await findDoctorRow(db, id);
          if (row) user.doctor = toDoctor(row, caller);
          if (!(caller?.role === 'admin' || caller?.doctorId === id)) {
            user.phone = user.doctor.phone;
          }
        }
        return user;
      }
      throw caller === null ? new DomainError('UNAUTHENTICATED', 'You need to sign in.', 401) : forbidden();
    },

    async updateDoctorBooleanInfo(request) {
      const caller = requireCaller(request);
      const { id } = request.params;
      const flags = request.body;
      authoriseDoctorEdit(caller, id);
      // spec: isVerified and isActive are set by admins only.
      if (caller.role !== 'admin' && (flags.isVerified !== undefined || flags.isActive !== undefined)) {
        throw forbidden('Only an administrator may verify or activate a doctor.');
      }
      const adminUserId = caller.role === 'admin' ? caller.userId : undefined;
      if (!(await setDoctorFlags(db, id, flags, deps.now(), adminUserId))) throw notFound('Doctor');
      return toDoctor((await findDoctorRow(db, id))!, caller);
    },

    async updateDoctor(request) {
      const caller = requireCaller(request);
      const { id } = request.query;
      authoriseDoctorEdit(caller, id);
      const body = request.body;
      const result = await updateDoctorProfile(db, id, body, deps.now(), adminUserIdOf(caller));
      if (result === 'NOT_FOUND') throw notFound('Doctor');
      if (result === 'UNKNOWN_SPECIALTY') throw badRequest('Unknown specialty.');
      if (result === 'UNKNOWN_CITY') throw badRequest('Unknown city.');
      return toDoctor((await findDoctorRow(db, id))!, caller);
    },
  } satisfies Handlers;
}
