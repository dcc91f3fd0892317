import { useIntl } from 'react-intl';
import { formatWeekday } from '@tabib/ui';

import { useVisitTypeName } from '../../../i18n/catalogNames';
import { WEEK_FROM_MONDAY } from '../../doctor/profileSchedule';
import type { IntervalDraft, VisitTypeDraft } from './workingHoursEditor';

export interface RemoteVisitTypesProps {
  visitTypes: readonly VisitTypeDraft[];
  /** Applies a change to one visit type (a state setter's updater). */
  update: (index: number, change: (visitType: VisitTypeDraft) => VisitTypeDraft) => void;
}

/**
 * Decision 054: each visit type may be a teleconsultation, with its fee and duration (its row above)
 * and hours of its own — one interval a day, a day left empty is not offered. The server refuses a
 * certificate made remote and a remote visit type while teleconsultation is switched off.
 */
export function RemoteVisitTypes({ visitTypes, update }: RemoteVisitTypesProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const visitName = useVisitTypeName();
  // The name in the reader's language, as the agenda and the booking page show it (decision 043).
  const shownName = (type: VisitTypeDraft) =>
    visitName(type.name, { en: type.nameEn.trim() || undefined, ar: type.nameAr.trim() || undefined });
  const named = visitTypes.map((type, index) => ({ type, index })).filter(({ type }) => type.name.trim());
  if (named.length === 0) return null;

  const setTime = (index: number, day: number, end: keyof IntervalDraft, value: string) =>
    update(index, (type) => {
      const current = type.remoteDays[day]?.[0] ?? { start: '', end: '' };
      const next = { ...current, [end]: value };
      const remoteDays = type.remoteDays.map((intervals, d) =>
        d !== day ? intervals : next.start === '' && next.end === '' ? [] : [next],
      );
      return { ...type, remoteDays };
    });

  return (
    <section className="form-stack" aria-labelledby="wh-remote-title">
      <h3 id="wh-remote-title" className="dp-subtitle">
        {text('DOCTOR_SETTINGS.HOURS.REMOTE_TITLE')}
      </h3>
      <p className="dp-status">{text('DOCTOR_SETTINGS.HOURS.REMOTE_HINT')}</p>
      {named.map(({ type, index }) => (
        <fieldset key={type._id ?? index} className="dp-day" data-remote={type.remote ? '' : undefined}>
          <legend className="dp-day__name">{shownName(type)}</legend>
          <label className="form-check">
            <input
              type="checkbox"
              role="switch"
              id={`wh-v${index}-remote`}
              checked={type.remote}
              onChange={(event) => update(index, (current) => ({ ...current, remote: event.target.checked }))}
            />
            <span>{text('DOCTOR_SETTINGS.HOURS.REMOTE_SWITCH', { name: shownName(type) })}</span>
          </label>
          {type.remote ? (
            <div className="dp-week">
              {WEEK_FROM_MONDAY.map((day) => {
                const interval = type.remoteDays[day]?.[0] ?? { start: '', end: '' };
                const dayName = formatWeekday(day, intl.locale);
                return (
                  <div key={day} className="dp-interval">
                    {(['start', 'end'] as const).map((end) => (
                      <label key={end} className="dp-interval__field">
                        <span>
                          {text(
                            end === 'start'
                              ? 'DOCTOR_SETTINGS.HOURS.REMOTE_START'
                              : 'DOCTOR_SETTINGS.HOURS.REMOTE_END',
                            { day: dayName, name: shownName(type) },
                          )}
                        </span>
                        <input
                          type="time"
                          className="form-field__control"
                          value={interval[end]}
                          onChange={(event) => setTime(index, day, end, event.target.value)}
                        />
                      </label>
                    ))}
                  </div>
                );
              })}
            </div>
          ) : null}
        </fieldset>
      ))}
    </section>
  );
}
