import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  useSession,
  useToasts,
  useUpdateDoctor,
  useUpdateDoctorBooleanInfo,
  useUserById,
} from '@tabib/hooks';
import type { components, Doctor, User } from '@tabib/sdk';

import { useProfileForm } from '../../../account/useProfileForm';
import { CheckboxList } from '../../../forms/CheckboxList';
import { errorMessageId } from '../../../forms/errorMessage';
import { FeeField } from '../../../forms/FeeField';
import { NumberField, TextAreaField, TextField } from '../../../forms/Field';
import { PersonNameFields } from '../../../forms/PersonNameFields';
import '../../../forms/forms.css';
import { SettingsCard } from '../../../forms/SettingsCard';
import { useForm } from '../../../forms/useForm';
import { dashboardDoctorId } from '../dashboardDoctor';
import {
  CUTOFF_HOURS_MAX,
  MAX_UPCOMING_MAX,
  DOCTOR_PROFILE_LABELS,
  doctorProfileBody,
  doctorProfileValuesOf,
  validateDoctorProfile,
} from '../doctorForms';
import { CalendarFeedSection } from './CalendarFeedSection';
import { EmbedSection } from './EmbedSection';
import { DoctorPicker } from '../DoctorPicker';
import '../DoctorPractice.css';
import { WaitlistQueueSection } from './WaitlistQueueSection';
import { WorkingHoursSection } from '../hours/WorkingHoursSection';

type Flags = Required<components['schemas']['DoctorBooleanInfo']>;
type FlagName = keyof Flags;
// spec/openapi.yaml updateDoctorBooleanInfo: isVerified and isActive are admin-only (403 for a doctor).
const DOCTOR_FLAGS: readonly FlagName[] = [
  'cnamConvention',
  'cnamApci',
  'acceptsOnlinePayment',
  'teleconsultation',
  'showPhone',
];
const ADMIN_FLAGS: readonly FlagName[] = ['isVerified', 'isActive'];
const FLAG_LABELS: Record<FlagName, string> = {
  cnamConvention: 'DOCTOR_SETTINGS.FLAGS.CNAM_CONVENTION',
  cnamApci: 'DOCTOR_SETTINGS.FLAGS.CNAM_APCI',
  acceptsOnlinePayment: 'DOCTOR_SETTINGS.FLAGS.ONLINE_PAYMENT',
  teleconsultation: 'DOCTOR_SETTINGS.FLAGS.TELECONSULTATION',
  showPhone: 'DOCTOR_SETTINGS.FLAGS.SHOW_PHONE',
  isVerified: 'DOCTOR_SETTINGS.FLAGS.VERIFIED',
  isActive: 'DOCTOR_SETTINGS.FLAGS.ACTIVE',
};
const PROFILE_ERRORS: Readonly<Record<string, string>> = { FORBIDDEN: 'ERRORS.NOT_AUTHORIZED' };

/**
 * requirements §2 /doctor-dashboard/settings. A doctor edits their profile, flags and working hours; an admin
 * (requirements §6: settings on doctor dashboard routes) edits their own account and, for a doctor named in
 * the URL, everything the server lets an admin change, including the admin-only listing flags.
 */
export default function DoctorSettingsPage() {
  const intl = useIntl();
  const { user, role } = useSession();
  const [searchParams] = useSearchParams();
  const doctorId = dashboardDoctorId(user, role, searchParams);
  const isAdmin = role === 'admin';
  return (
    <div className="dp-page">
      <h1 className="dp-title">{intl.formatMessage({ id: 'DOCTOR_SETTINGS.TITLE' })}</h1>
      {isAdmin && user ? <AccountSection key={user._id} user={user} /> : null}
      {isAdmin ? <DoctorPicker /> : null}
      {doctorId && (role === 'doctor' || isAdmin) ? (
        <DoctorSections doctorId={doctorId} isAdmin={isAdmin} />
      ) : null}
      {doctorId ? <WorkingHoursSection doctorId={doctorId} /> : null}
      {doctorId && (role === 'doctor' || isAdmin) ? <WaitlistQueueSection doctorId={doctorId} /> : null}
      {role === 'doctor' ? <CalendarFeedSection /> : null}
      {doctorId && role !== 'patient' ? <EmbedSection key={doctorId} doctorId={doctorId} /> : null}
      {isAdmin && !doctorId ? (
        <p className="dp-status">{intl.formatMessage({ id: 'DOCTOR_SETTINGS.ADMIN.CHOOSE_DOCTOR' })}</p>
      ) : null}
    </div>
  );
}

function DoctorSections({ doctorId, isAdmin }: { doctorId: string; isAdmin: boolean }) {
  const intl = useIntl();
  const record = useUserById(doctorId, { meta: { errorToast: false } });
  const doctor = record.data?.doctor ?? null;
  if (record.isPending)
    return <p className="dp-status">{intl.formatMessage({ id: 'DOCTOR_STATS.LOADING' })}</p>;
  if (!doctor) {
    return (
      <p role="alert">
        {intl.formatMessage(
          { id: 'ERRORS.LOAD_FAILED' },
          { item: intl.formatMessage({ id: 'DOCTOR_SETTINGS.PROFILE.ITEM' }) },
        )}
      </p>
    );
  }
  return (
    <>
      {/* The keys start a form over when another doctor is shown. */}
      <DoctorProfileSection key={`profile-${doctor._id}`} doctor={doctor} />
      <FlagsSection key={`flags-${doctor._id}`} doctor={doctor} isAdmin={isAdmin} />
    </>
  );
}

/** The doctor's limits on patients' bookings, each a whole number within its bounds (doctorForms.ts). */
const LIMIT_FIELDS = [
  {
    name: 'cancellationCutoffHours',
    min: 0,
    max: CUTOFF_HOURS_MAX,
    hint: 'DOCTOR_SETTINGS.PROFILE.CUTOFF_HINT',
  },
  {
    name: 'maxUpcomingRdvsPerPatient',
    min: 1,
    max: MAX_UPCOMING_MAX,
    hint: 'DOCTOR_SETTINGS.PROFILE.MAX_UPCOMING_HINT',
  },
] as const;

function DoctorProfileSection({ doctor }: { doctor: Doctor }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  // The card's error summary says why a save failed.
  const updateDoctor = useUpdateDoctor({ meta: { errorToast: false } });
  const form = useForm({
    idPrefix: 'doctor-profile',
    initialValues: doctorProfileValuesOf(doctor),
    labels: DOCTOR_PROFILE_LABELS,
    validate: validateDoctorProfile,
  });
  const bioHint = text('DOCTOR_SETTINGS.PROFILE.BIO_OTHER_HINT');
  return (
    <SettingsCard
      headingId="dp-profile-title"
      title={text('DOCTOR_SETTINGS.PROFILE.TITLE')}
      className="dp-card"
      titleClassName="dp-section-title"
      form={form}
      submitLabel={text('DOCTOR_SETTINGS.PROFILE.SAVE')}
      save={async (values) =>
        doctorProfileValuesOf(
          await updateDoctor.mutateAsync({ id: doctor._id, profile: doctorProfileBody(values) }),
        )
      }
      messageOf={(error) => errorMessageId(error, PROFILE_ERRORS, 'ERRORS.PROFILE_FAILED')}
      savedToast={text('SUCCESS.PROFILE_UPDATED')}
    >
      <div className="dp-form-grid">
        <PersonNameFields fieldProps={form.fieldProps} />
        <TextField {...form.fieldProps('phone')} type="tel" autoComplete="tel" />
        <TextField {...form.fieldProps('address')} autoComplete="street-address" />
        <FeeField {...form.fieldProps('fee')} />
        {LIMIT_FIELDS.map(({ name, min, max, hint }) => (
          <NumberField
            key={name}
            {...form.fieldProps(name)}
            min={min}
            max={max}
            hint={text(hint, { max })}
            required
          />
        ))}
      </div>
      <TextAreaField {...form.fieldProps('bio')} rows={4} />
      <TextAreaField {...form.fieldProps('bioEn')} hint={bioHint} rows={4} lang="en" dir="ltr" />
      <TextAreaField {...form.fieldProps('bioAr')} hint={bioHint} rows={4} lang="ar" dir="rtl" />
    </SettingsCard>
  );
}

function FlagsSection({ doctor, isAdmin }: { doctor: Doctor; isAdmin: boolean }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  // The reason of a failed save is shown beside the boxes.
  const updateFlags = useUpdateDoctorBooleanInfo({ meta: { errorToast: false } });
  const shown = isAdmin ? [...DOCTOR_FLAGS, ...ADMIN_FLAGS] : DOCTOR_FLAGS;
  const [flags, setFlags] = useState<Partial<Flags>>(() =>
    Object.fromEntries(shown.map((flag) => [flag, doctor[flag]])),
  );
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="dp-card" aria-labelledby="dp-flags-title">
      <h2 id="dp-flags-title" className="dp-section-title">
        {text('DOCTOR_SETTINGS.FLAGS.TITLE')}
      </h2>
      <form
        className="form-stack"
        onSubmit={async (event) => {
          event.preventDefault();
          if (updateFlags.isPending) return;
          setError(null);
          try {
            await updateFlags.mutateAsync({ id: doctor._id, flags });
            toasts.success(text('SUCCESS.PROFILE_UPDATED'));
          } catch (failure) {
            // The boxes keep what was ticked; the reason is shown beside them.
            setError(text(errorMessageId(failure, PROFILE_ERRORS, 'ERRORS.SAVE_FAILED')));
          }
        }}
      >
        {error ? (
          <p className="dp-error" role="alert">
            {error}
          </p>
        ) : null}
        <CheckboxList
          options={shown.map((flag) => ({ name: flag, label: text(FLAG_LABELS[flag]) }))}
          isChecked={(flag) => flags[flag] ?? false}
          onChange={(flag, checked) => setFlags({ ...flags, [flag]: checked })}
        />
        <div className="form-actions">
          <button
            type="submit"
            className="form-button"
            data-tone="primary"
            aria-disabled={updateFlags.isPending}
          >
            {text('DOCTOR_SETTINGS.FLAGS.SAVE')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** requirements §7 `PUT /users/me`: the admin's own name, phone and photo (an admin has no doctor profile). */
function AccountSection({ user }: { user: User }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const profile = useProfileForm(user, 'account');
  return (
    <SettingsCard
      headingId="dp-account-title"
      title={text('DOCTOR_SETTINGS.ADMIN.ACCOUNT_TITLE')}
      className="dp-card"
      titleClassName="dp-section-title"
      submitLabel={text('DOCTOR_SETTINGS.PROFILE.SAVE')}
      {...profile.card}
    >
      <div className="dp-form-grid">
        <PersonNameFields fieldProps={profile.form.fieldProps} />
        <TextField {...profile.form.fieldProps('phone')} type="tel" autoComplete="tel" />
        <TextField {...profile.form.fieldProps('photoUrl')} type="url" inputMode="url" />
      </div>
    </SettingsCard>
  );
}
