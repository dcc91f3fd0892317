import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { TextField } from '../../forms/Field';
import { DOCTOR_PARAM } from './dashboardDoctor';

/**
 * spec §6: an admin works for no doctor, so a doctor-dashboard page asks which doctor to show; the
 * choice goes into the URL (`?doctor=<id>`), which keeps it across reloads and shareable.
 */
export function DoctorPicker() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const [doctorId, setDoctorId] = useState(searchParams.get(DOCTOR_PARAM) ?? '');
  return (
    <form
      className="dp-card dp-inline-form"
      aria-label={intl.formatMessage({ id: 'DOCTOR_SETTINGS.ADMIN.PICKER_TITLE' })}
      onSubmit={(event) => {
        event.preventDefault();
        setSearchParams((current) => {
          const next = new URLSearchParams(current);
          if (doctorId.trim() === '') next.delete(DOCTOR_PARAM);
          else next.set(DOCTOR_PARAM, doctorId.trim());
          return next;
        });
      }}
    >
      <TextField
        id="dp-doctor-id"
        label={intl.formatMessage({ id: 'DOCTOR_SETTINGS.ADMIN.DOCTOR_ID' })}
        hint={intl.formatMessage({ id: 'DOCTOR_SETTINGS.ADMIN.DOCTOR_ID_HINT' })}
        value={doctorId}
        onChange={(event) => setDoctorId(event.target.value)}
      />
      <button type="submit" className="form-button" data-tone="primary">
        {intl.formatMessage({ id: 'DOCTOR_SETTINGS.ADMIN.SHOW' })}
      </button>
    </form>
  );
}
