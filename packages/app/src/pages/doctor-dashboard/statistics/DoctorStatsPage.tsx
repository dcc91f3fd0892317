import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  applyDisplayMultipliers,
  applySeriesMultipliers,
  useDoctorStats,
  useDoctorStatsNumbers,
  useLocale,
  useRdvStats,
  useSession,
  useRdvCounts,
} from '@tabib/hooks';
import type { RdvStatus } from '@tabib/sdk';
import { formatCalendarDay, formatTunisNumber, Stat, tunisDay } from '@tabib/ui';

import { TextField, SelectField } from '../../../forms/Field';
import '../../../forms/forms.css';
import { dashboardDoctorId } from '../dashboardDoctor';
import { DoctorPicker } from '../DoctorPicker';
import '../DoctorPractice.css';
import { StatsBarChart } from './StatsBarChart';
import { chartRows, dailyRows, MAX_RANGE_DAYS, monthlyRdvRows, statsRangeOf } from './statsShaping';

const RDV_STATUSES: readonly RdvStatus[] = ['pending', 'confirmed', 'done', 'cancelled', 'absent'];
const SEXES = ['F', 'M'] as const;
const STAT_TYPES = ['display', 'visit', 'phone'] as const;
type StatType = (typeof STAT_TYPES)[number];
const isStatType = (value: string | null): value is StatType => STAT_TYPES.includes(value as StatType);

// Literal ids, so the catalogue test sees every one of them.
const STATUS_LABELS: Record<RdvStatus, string> = {
  pending: 'DOCTOR_STATS.STATUS.PENDING',
  confirmed: 'DOCTOR_STATS.STATUS.CONFIRMED',
  done: 'DOCTOR_STATS.STATUS.DONE',
  cancelled: 'DOCTOR_STATS.STATUS.CANCELLED',
  absent: 'DOCTOR_STATS.STATUS.ABSENT',
};
const SEXE_LABELS: Record<(typeof SEXES)[number], string> = {
  F: 'DOCTOR_STATS.SEXE.F',
  M: 'DOCTOR_STATS.SEXE.M',
};
/** The headline numbers, in the order of the tiles, and the key of each one's label and definition. */
const NUMBER_TILES = ['displays', 'visits', 'rdvs', 'patients', 'questionsAnswered', 'feedbacks'] as const;
const NUMBER_IDS: Record<(typeof NUMBER_TILES)[number], { label: string; help: string }> = {
  displays: { label: 'DOCTOR_STATS.NUMBERS.DISPLAYS', help: 'DOCTOR_STATS.NUMBERS_HELP.DISPLAYS' },
  visits: { label: 'DOCTOR_STATS.NUMBERS.VISITS', help: 'DOCTOR_STATS.NUMBERS_HELP.VISITS' },
  rdvs: { label: 'DOCTOR_STATS.NUMBERS.RDVS', help: 'DOCTOR_STATS.NUMBERS_HELP.RDVS' },
  patients: { label: 'DOCTOR_STATS.NUMBERS.PATIENTS', help: 'DOCTOR_STATS.NUMBERS_HELP.PATIENTS' },
  questionsAnswered: {
    label: 'DOCTOR_STATS.NUMBERS.QUESTIONS_ANSWERED',
    help: 'DOCTOR_STATS.NUMBERS_HELP.QUESTIONS_ANSWERED',
  },
  feedbacks: { label: 'DOCTOR_STATS.NUMBERS.FEEDBACKS', help: 'DOCTOR_STATS.NUMBERS_HELP.FEEDBACKS' },
};

const TYPE_LABELS: Record<StatType, string> = {
  display: 'DOCTOR_STATS.TYPE.DISPLAY',
  visit: 'DOCTOR_STATS.TYPE.VISIT',
  phone: 'DOCTOR_STATS.TYPE.PHONE',
};

/** requirements §2 /doctor-dashboard/stats, §6 "view statistics", §7 statistics calls, §9 multipliers. */
export default function DoctorStatsPage() {
  const intl = useIntl();
  const { user, role } = useSession();
  const [searchParams] = useSearchParams();
  const doctorId = dashboardDoctorId(user, role, searchParams);
  return (
    <div className="dp-page">
      <h1 className="dp-title">{intl.formatMessage({ id: 'DOCTOR_STATS.TITLE' })}</h1>
      {role === 'admin' ? <DoctorPicker /> : null}
      {doctorId ? (
        <DoctorStats doctorId={doctorId} />
      ) : (
        <p className="dp-status">{intl.formatMessage({ id: 'DOCTOR_SETTINGS.ADMIN.CHOOSE_DOCTOR' })}</p>
      )}
    </div>
  );
}

function DoctorStats({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const text = (id: string) => intl.formatMessage({ id });
  const [searchParams] = useSearchParams();
  const { range, problem } = statsRangeOf(searchParams, tunisDay(new Date()));
  const typeParam = searchParams.get('type');
  const type: StatType = isStatType(typeParam) ? typeParam : 'display';

  // Each chart and figure says its own failed load.
  const shownHere = { meta: { errorToast: false } } as const;
  const numbers = useDoctorStatsNumbers(doctorId, shownHere);
  const monthly = useRdvStats(doctorId, shownHere);
  const daily = useDoctorStats({ doctor: doctorId, type, from: range.from, to: range.to }, shownHere);
  // The chart on the scale of the headline numbers, adding up to its own total (docs/statistics.md).
  const dailyShown = daily.data ? applySeriesMultipliers(daily.data) : null;
  const byStatus = useRdvCounts(
    RDV_STATUSES.map((status) => ({ doctor: doctorId, status })),
    shownHere,
  );
  const bySexe = useRdvCounts(
    SEXES.map((sexe) => ({ doctor: doctorId, 'patient.sexe': sexe })),
    shownHere,
  );

  // requirements §9 and docs/decisions/014: displays and visits are scaled for display, the rest are real counts.
  const shown = numbers.data ? applyDisplayMultipliers(numbers.data) : null;
  const loadFailed = text('DOCTOR_STATS.LOAD_FAILED');

  return (
    <>
      <RangeForm from={range.from} to={range.to} type={type} problem={problem} />
      <section className="dp-section" aria-labelledby="dp-numbers-title">
        <h2 id="dp-numbers-title" className="dp-section-title">
          {text('DOCTOR_STATS.NUMBERS_TITLE')}
        </h2>
        {numbers.isError ? <p role="alert">{loadFailed}</p> : null}
        <p className="dp-status">{text('DOCTOR_STATS.NUMBERS_PERIOD')}</p>
        {shown ? (
          <div className="dp-tiles">
            {NUMBER_TILES.map((key) => (
              <Stat
                key={key}
                label={text(NUMBER_IDS[key].label)}
                value={shown[key]}
                description={text(NUMBER_IDS[key].help)}
              />
            ))}
          </div>
        ) : numbers.isPending ? (
          <p className="dp-status">{text('DOCTOR_STATS.LOADING')}</p>
        ) : null}
      </section>

      <section className="dp-section" aria-labelledby="dp-charts-title">
        <h2 id="dp-charts-title" className="dp-section-title">
          {text('DOCTOR_STATS.CHARTS_TITLE')}
        </h2>
        <div className="dp-charts">
          {monthly.data ? (
            <StatsBarChart
              title={text('DOCTOR_STATS.MONTHLY_TITLE')}
              labelHeader={text('DOCTOR_STATS.MONTH')}
              rows={monthlyRdvRows(monthly.data, intl.locale)}
            />
          ) : monthly.isError ? (
            <p role="alert">{loadFailed}</p>
          ) : null}
          {dailyShown ? (
            <StatsBarChart
              title={intl.formatMessage(
                { id: 'DOCTOR_STATS.DAILY_TITLE' },
                {
                  type: text(TYPE_LABELS[type]),
                  from: formatCalendarDay(range.from, intl.locale, 'date'),
                  to: formatCalendarDay(range.to, intl.locale, 'date'),
                  total: formatTunisNumber(dailyShown.total, locale),
                },
              )}
              labelHeader={text('DOCTOR_STATS.DAY')}
              rows={dailyRows(dailyShown, intl.locale)}
            />
          ) : daily.isError ? (
            <p role="alert">{loadFailed}</p>
          ) : null}
          {byStatus.every((query) => query.data !== undefined) ? (
            <StatsBarChart
              title={text('DOCTOR_STATS.BY_STATUS_TITLE')}
              labelHeader={text('DOCTOR_STATS.STATUS_HEADER')}
              rows={chartRows(
                RDV_STATUSES.map((status, index) => ({
                  key: status,
                  label: text(STATUS_LABELS[status]),
                  value: byStatus[index]?.data ?? 0,
                })),
              )}
            />
          ) : byStatus.some((query) => query.isError) ? (
            <p role="alert">{loadFailed}</p>
          ) : null}
          {bySexe.every((query) => query.data !== undefined) ? (
            <StatsBarChart
              title={text('DOCTOR_STATS.BY_SEXE_TITLE')}
              labelHeader={text('DOCTOR_STATS.SEXE_HEADER')}
              rows={chartRows(
                SEXES.map((sexe, index) => ({
                  key: sexe,
                  label: text(SEXE_LABELS[sexe]),
                  value: bySexe[index]?.data ?? 0,
                })),
              )}
            />
          ) : bySexe.some((query) => query.isError) ? (
            <p role="alert">{loadFailed}</p>
          ) : null}
        </div>
      </section>
    </>
  );
}

interface RangeFormProps {
  from: string;
  to: string;
  type: StatType;
  problem: 'ORDER' | 'TOO_LONG' | null;
}

/** The date range and statistic of the daily chart, kept in the URL (`?from=&to=&type=`). */
function RangeForm({ from, to, type, problem }: RangeFormProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [, setSearchParams] = useSearchParams();
  const [values, setValues] = useState({ from, to, type });
  return (
    <form
      className="dp-card dp-range"
      aria-label={text('DOCTOR_STATS.RANGE_TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        setSearchParams((current) => {
          const next = new URLSearchParams(current);
          next.set('from', values.from);
          next.set('to', values.to);
          next.set('type', values.type);
          return next;
        });
      }}
    >
      {problem ? (
        <p className="dp-error" role="alert">
          {intl.formatMessage(
            { id: problem === 'ORDER' ? 'DOCTOR_STATS.RANGE_ORDER' : 'DOCTOR_STATS.RANGE_TOO_LONG' },
            { max: MAX_RANGE_DAYS },
          )}
        </p>
      ) : null}
      <div className="dp-range__fields">
        <TextField
          id="dp-range-from"
          type="date"
          label={text('DOCTOR_STATS.FROM')}
          value={values.from}
          onChange={(event) => setValues({ ...values, from: event.target.value })}
        />
        <TextField
          id="dp-range-to"
          type="date"
          label={text('DOCTOR_STATS.TO')}
          value={values.to}
          onChange={(event) => setValues({ ...values, to: event.target.value })}
        />
        <SelectField
          id="dp-range-type"
          label={text('DOCTOR_STATS.TYPE_LABEL')}
          value={values.type}
          onChange={(event) =>
            setValues({ ...values, type: isStatType(event.target.value) ? event.target.value : 'display' })
          }
        >
          {STAT_TYPES.map((statType) => (
            <option key={statType} value={statType}>
              {text(TYPE_LABELS[statType])}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form-actions">
        <button type="submit" className="form-button" data-tone="primary">
          {text('DOCTOR_STATS.APPLY')}
        </button>
      </div>
    </form>
  );
}
