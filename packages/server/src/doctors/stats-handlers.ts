import { dailyStats, doctorNumbers, rdvDatesOf } from './statistics-data.js';
import { countByMonth, fillDays, lastTwelveMonths, seriesDays } from './statistics.js';
import { type ApiDeps, actingDoctor, requireCaller } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

export function createStatsHandlers(deps: ApiDeps) {
  return {
    async getRdvStats(request) {
      const doctor = actingDoctor(requireCaller(request), request.query.doctor);
      const { months, from, to } = lastTwelveMonths(deps.now());
      return { doctor, months: countByMonth(months, await rdvDatesOf(deps.db, doctor, from, to)) };
    },

    async getDoctorStatsNumbers(request) {
      const doctor = actingDoctor(requireCaller(request), request.query.doctor);
      return { doctor, ...(await doctorNumbers(deps.db, doctor)) };
    },

    async getDoctorStats(request) {
      const query = request.query;
      const doctor = actingDoctor(requireCaller(request), query.doctor);
      const days = seriesDays(deps.now(), query.from, query.to);
      const counts = await dailyStats(
        deps.db,
        doctor,
        query.type,
        days[0] as string,
        days[days.length - 1] as string,
      );
      const series = fillDays(days, counts);
      return {
        doctor,
        type: query.type,
        total: series.reduce((sum, day) => sum + day.count, 0),
        days: series,
      };
    },
  } satisfies Handlers;
}
