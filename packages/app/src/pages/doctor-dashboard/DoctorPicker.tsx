import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDoctorAutocomplete, useUserById } from '@tabib/hooks';
import { DoctorSearch, type SearchSuggestion } from '@tabib/ui';

import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useCatalogNames } from '../../i18n/catalogNames';
import { DOCTOR_PARAM } from './dashboardDoctor';

const AUTOCOMPLETE_DELAY_MS = 250;
const AUTOCOMPLETE_LIMIT = 8;

/**
 * requirements §6: an admin works for no doctor, so a doctor-dashboard page asks which doctor to show, by name
 * (the doctor autocomplete); the choice goes into the URL (`?doctor=<id>`), which keeps it across
 * reloads and makes it shareable.
 */
export function DoctorPicker() {
  const intl = useIntl();
  const names = useCatalogNames();
  const [searchParams, setSearchParams] = useSearchParams();
  const shownId = searchParams.get(DOCTOR_PARAM)?.trim() || null;
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim(), AUTOCOMPLETE_DELAY_MS);
  const doctors = useDoctorAutocomplete({ keyword, limit: AUTOCOMPLETE_LIMIT });
  const items: SearchSuggestion[] =
    keyword === text.trim()
      ? (doctors.data?.results ?? []).map((doctor) => ({
          kind: 'doctor',
          id: doctor._id,
          label: doctor.name,
          description: `${names.specialty(doctor.specialty)} · ${names.city(doctor.city)}`,
        }))
      : [];

  const show = (doctorId: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set(DOCTOR_PARAM, doctorId);
      return next;
    });

  return (
    <section className="dp-card" aria-labelledby="dp-doctor-picker-title">
      <h2 id="dp-doctor-picker-title" className="dp-section-title">
        {intl.formatMessage({ id: 'DOCTOR_SETTINGS.ADMIN.PICKER_TITLE' })}
      </h2>
      {shownId ? <ShownDoctor doctorId={shownId} /> : null}
      <DoctorSearch
        items={items}
        loading={text.trim() !== '' && (keyword !== text.trim() || doctors.isFetching)}
        onInputChange={setText}
        onSelect={(item) => show(item.id)}
        // Enter with the list closed shows the best match, as picking it would.
        onSubmit={() => {
          if (items[0]) show(items[0].id);
        }}
        labels={{
          label: intl.formatMessage({ id: 'DOCTOR_SETTINGS.ADMIN.DOCTOR_NAME' }),
          placeholder: intl.formatMessage({ id: 'DOCTOR_SETTINGS.ADMIN.DOCTOR_NAME_PLACEHOLDER' }),
          submit: intl.formatMessage({ id: 'DOCTOR_SETTINGS.ADMIN.SHOW' }),
        }}
      />
    </section>
  );
}

function ShownDoctor({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const record = useUserById(doctorId);
  if (!record.data) return null;
  return (
    <p className="dp-status" role="status">
      {intl.formatMessage({ id: 'DOCTOR_SETTINGS.ADMIN.SHOWN_DOCTOR' }, { name: record.data.name })}
    </p>
  );
}
