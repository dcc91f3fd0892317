import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDoctorProfile } from '@tabib/hooks';

import { isId } from '../booking/reservationParams';
import { EmbedDoctor } from './EmbedDoctor';

/**
 * /embed/practice?doctors=<id>,<id>&origin=<site>: the booking widget of a practice or clinic
 * (docs/decisions/046-embed.md) — its doctors to choose from, the first one shown at once.
 */
export default function EmbedPracticePage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const doctors = (search.get('doctors') ?? '').split(',').filter(isId);
  const [chosen, setChosen] = useState(doctors[0] ?? null);
  const pickerId = useId();
  if (chosen === null) {
    return <p role="alert">{intl.formatMessage({ id: 'RESERVATION.INVALID.INVALID_DOCTOR' })}</p>;
  }
  return (
    <>
      <div className="form-field embed-doctor-picker">
        <label className="form-field__label" htmlFor={pickerId}>
          {intl.formatMessage({ id: 'EMBED.CHOOSE_DOCTOR' })}
        </label>
        <select
          id={pickerId}
          className="form-field__control"
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
        >
          {doctors.map((id) => (
            <DoctorOption key={id} id={id} />
          ))}
        </select>
      </div>
      <EmbedDoctor key={chosen} doctorId={chosen} />
    </>
  );
}

function DoctorOption({ id }: { id: string }) {
  const intl = useIntl();
  const doctor = useDoctorProfile(id);
  return <option value={id}>{doctor.data?.name ?? intl.formatMessage({ id: 'APP.LOADING' })}</option>;
}
