import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDoctorProfile } from '@tabib/hooks';

import { EmbedDoctor } from './EmbedDoctor';

/**
 * The booking widget of several doctors (a practice's, or a specialty's in a city): the visitor chooses
 * one, the first shown at once (docs/decisions/046-embed.md).
 */
export function EmbedDoctorChooser({ doctors }: { doctors: readonly string[] }) {
  const intl = useIntl();
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
