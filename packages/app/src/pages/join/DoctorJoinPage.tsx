import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  ApiError,
  useClaimableDoctors,
  useCreateDoctorApplication,
  useLocale,
  useLocations,
  useSpecialties,
} from '@tabib/hooks';

import { EmailField, SelectField, TextField } from '../../forms/Field';
import '../../forms/forms.css';
import { byShownName, cityName, specialtyName } from '../../i18n/localizedNames';
import '../auth/AuthPages.css';
import { rememberApplication } from './applicationToken';
import './DoctorJoin.css';
import { ORDRE_NUMBER, ProofField, type StoredProof } from './ProofField';

/**
 * `/join-as-doctor`: "Vous êtes médecin ?" — a doctor applies with their Ordre number and a proof, or
 * claims the listed profile of their name (docs/decisions/053). The next step, the SMS code, is on the
 * application's own page.
 */
export default function DoctorJoinPage() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { locale } = useLocale();
  const navigate = useNavigate();
  const specialties = useSpecialties();
  const locations = useLocations();
  // The form says why an application was refused.
  const create = useCreateDoctorApplication({ meta: { errorToast: false } });
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const claimable = useClaimableDoctors(names.firstName, names.lastName);
  const [claim, setClaim] = useState('');
  const [proof, setProof] = useState<StoredProof | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const ordreNumber = value('ordreNumber').replace(/\s/g, '');
    if (!ORDRE_NUMBER.test(ordreNumber)) {
      setError(text('DOCTOR_JOIN.ORDRE_INVALID'));
      return;
    }
    if (!proof) {
      setError(text('DOCTOR_JOIN.PROOF_REQUIRED'));
      return;
    }
    try {
      const created = await create.mutateAsync({
        firstName: value('firstName'),
        lastName: value('lastName'),
        email: value('email'),
        password: String(data.get('password') ?? ''),
        phone: value('phone'),
        specialty: value('specialty'),
        city: value('city'),
        address: value('address'),
        ordreNumber,
        proof: proof.id,
        ...(claim !== '' && { claim }),
      });
      rememberApplication(created.application._id, created.token);
      await navigate(`/join-as-doctor/${created.application._id}`);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : '';
      const known = [
        'EMAIL_TAKEN',
        'APPLICATION_OPEN',
        'PROFILE_ALREADY_CLAIMED',
        'CLAIM_NOT_ALLOWED',
        'VALIDATION_FAILED',
      ];
      setError(text(known.includes(code) ? `DOCTOR_JOIN.ERRORS.${code}` : 'DOCTOR_JOIN.FAILED'));
    }
  }

  const offered = claimable.data?.results ?? [];
  return (
    <div className="auth-page doctor-join">
      <h1 className="auth-title">{text('DOCTOR_JOIN.TITLE')}</h1>
      <p className="auth-intro">{text('DOCTOR_JOIN.INTRO')}</p>
      <form className="doctor-join__form" onSubmit={(event) => void onSubmit(event)} noValidate={false}>
        {error ? (
          <p role="alert" className="doctor-join__error">
            {error}
          </p>
        ) : null}
        <TextField
          id="join-first-name"
          name="firstName"
          label={text('DOCTOR_JOIN.FIRST_NAME')}
          required
          maxLength={80}
          autoComplete="given-name"
          onBlur={(event) => setNames((current) => ({ ...current, firstName: event.target.value }))}
        />
        <TextField
          id="join-last-name"
          name="lastName"
          label={text('DOCTOR_JOIN.LAST_NAME')}
          required
          maxLength={80}
          autoComplete="family-name"
          onBlur={(event) => setNames((current) => ({ ...current, lastName: event.target.value }))}
        />
        {offered.length > 0 ? (
          <fieldset className="doctor-join__claim">
            <legend>{text('DOCTOR_JOIN.CLAIM_TITLE')}</legend>
            <p>{text('DOCTOR_JOIN.CLAIM_INTRO')}</p>
            {offered.map((doctor) => (
              <label key={doctor._id} className="doctor-join__choice">
                <input
                  type="radio"
                  name="claim"
                  value={doctor._id}
                  checked={claim === doctor._id}
                  onChange={() => setClaim(doctor._id)}
                />
                <bdi>
                  Dr {doctor.firstName} {doctor.lastName}
                </bdi>{' '}
                — {doctor.specialty}, {doctor.city}
              </label>
            ))}
            <label className="doctor-join__choice">
              <input
                type="radio"
                name="claim"
                value=""
                checked={claim === ''}
                onChange={() => setClaim('')}
              />
              {text('DOCTOR_JOIN.CLAIM_NONE')}
            </label>
          </fieldset>
        ) : null}
        <SelectField id="join-specialty" name="specialty" label={text('DOCTOR_JOIN.SPECIALTY')} required>
          <option value="">{text('DOCTOR_JOIN.CHOOSE')}</option>
          {byShownName(specialties.data?.results ?? [], (s) => specialtyName(s, locale), locale).map((s) => (
            <option key={s._id} value={s._id}>
              {specialtyName(s, locale)}
            </option>
          ))}
        </SelectField>
        <SelectField id="join-city" name="city" label={text('DOCTOR_JOIN.CITY')} required>
          <option value="">{text('DOCTOR_JOIN.CHOOSE')}</option>
          {byShownName(locations.data?.results ?? [], (city) => cityName(city, locale), locale).map(
            (city) => (
              <option key={city._id} value={city._id}>
                {cityName(city, locale)}
              </option>
            ),
          )}
        </SelectField>
        <TextField
          id="join-address"
          name="address"
          label={text('DOCTOR_JOIN.ADDRESS')}
          required
          minLength={3}
          maxLength={300}
          autoComplete="street-address"
        />
        <TextField
          id="join-phone"
          name="phone"
          type="tel"
          dir="ltr"
          label={text('DOCTOR_JOIN.PHONE')}
          hint={text('DOCTOR_JOIN.PHONE_HINT')}
          required
          maxLength={32}
          autoComplete="tel"
        />
        <EmailField
          id="join-email"
          name="email"
          label={text('DOCTOR_JOIN.EMAIL')}
          hint={text('DOCTOR_JOIN.EMAIL_HINT')}
          required
          maxLength={254}
        />
        <TextField
          id="join-password"
          name="password"
          type="password"
          label={text('DOCTOR_JOIN.PASSWORD')}
          hint={text('DOCTOR_JOIN.PASSWORD_HINT')}
          required
          minLength={8}
          maxLength={200}
          autoComplete="new-password"
        />
        <TextField
          id="join-ordre"
          name="ordreNumber"
          inputMode="numeric"
          dir="ltr"
          label={text('DOCTOR_JOIN.ORDRE')}
          hint={text('DOCTOR_JOIN.ORDRE_HINT')}
          required
          maxLength={8}
        />
        <ProofField id="join-proof" label={text('DOCTOR_JOIN.PROOF')} onChange={setProof} />
        <button type="submit" className="doctor-join__submit" aria-disabled={create.isPending || undefined}>
          {text('DOCTOR_JOIN.SUBMIT')}
        </button>
      </form>
    </div>
  );
}
