import { writeCalendar } from './ical.js';
import { rdvEvent } from './rdv-events.js';
import {
  type CalendarFeedRecord,
  doctorOfCalendarFeed,
  findCalendarFeed,
  revokeCalendarFeed,
  rotateCalendarFeed,
} from './feeds-data.js';
import { listRdvs, toRdv } from '../booking/rdvs-data.js';
import { DAY_MS, TUNIS_TIME_ZONE } from '../platform/zoned-time.js';
import { type ApiDeps, forbidden, notFound, requireCaller } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';
import { loadAccessibleRdv } from '../booking/rdvs-handlers.js';

/** A feed spans what a practice looks back on and plans ahead (docs/decisions/028-calendars.md). */
const feedDaysBack = 30;
const feedDaysAhead = 90;
const feedMaxEvents = 2000;

const calendarType = 'text/calendar; charset=utf-8';

/** docs/decisions/028-calendars.md: rdv files, and the doctor's private agenda feed. */
export function createCalendarHandlers(deps: ApiDeps) {
  const key = deps.config.jwtSecret;
  const feedOf = (record: CalendarFeedRecord | undefined) => ({
    url: record ? `${deps.config.publicUrl}/v1/calendarFeed/${record.token}` : null,
    createdAt: record ? record.createdAt.toISOString() : null,
  });
  const ownDoctor = (caller: ReturnType<typeof requireCaller>): string => {
    if (caller.role !== 'doctor' || caller.doctorId === null) throw forbidden();
    return caller.doctorId;
  };

  return {
    async getRdvCalendar(request, reply) {
      const caller = requireCaller(request);
      const { id } = request.params;
      const { lang } = request.query;
      const rdv = toRdv(await loadAccessibleRdv(deps, caller, id));
      const audience = rdv.patient._id === caller.userId ? 'patient' : 'practice';
      const event = rdvEvent(rdv, { audience, lang, publicUrl: deps.config.publicUrl });
      reply
        .type(calendarType)
        .header('Content-Disposition', `attachment; filename="rdv-${rdv.date.slice(0, 10)}.ics"`)
        .header('Cache-Control', 'private, no-store');
      return writeCalendar({
        name: event.summary,
        timeZone: TUNIS_TIME_ZONE,
        events: [event],
        now: deps.now(),
      });
    },

    async getCalendarFeed(request) {
      const doctorId = ownDoctor(requireCaller(request));
      return feedOf(await findCalendarFeed(deps.db, key, doctorId));
    },

    async rotateCalendarFeed(request) {
      const doctorId = ownDoctor(requireCaller(request));
      return feedOf(await rotateCalendarFeed(deps.db, key, doctorId, deps.now()));
    },

    async revokeCalendarFeed(request) {
      await revokeCalendarFeed(deps.db, ownDoctor(requireCaller(request)));
      return feedOf(undefined);
    },

    async getDoctorAgendaFeed(request, reply) {
      const { token } = request.params;
      const doctorId = await doctorOfCalendarFeed(deps.db, token);
      if (doctorId === undefined) throw notFound('Calendar feed');
      const now = deps.now();
      const page = await listRdvs(
        deps.db,
        {
          doctor: doctorId,
          from: new Date(now.getTime() - feedDaysBack * DAY_MS).toISOString(),
          to: new Date(now.getTime() + feedDaysAhead * DAY_MS).toISOString(),
        },
        'date',
        1,
        feedMaxEvents,
      );
      const options = { audience: 'practice', lang: 'fr', publicUrl: deps.config.publicUrl } as const;
      const events = page.results.map((rdv) => rdvEvent(rdv, options));
      reply.type(calendarType).header('Cache-Control', 'private, no-cache');
      return writeCalendar({ name: 'Agenda Tabib', timeZone: TUNIS_TIME_ZONE, events, now });
    },
  } satisfies Handlers;
}
