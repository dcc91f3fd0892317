import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSession, useToasts } from '@tabib/hooks';
import type { User } from '@tabib/sdk';
import { TUNIS_TIME_ZONE } from '@tabib/ui';

import { useChangePassword } from '../../account/useChangePassword';
import { useUpdateProfile } from '../../account/useUpdateProfile';
import { errorMessageId } from '../../forms/errorMessage';
import { SelectField, TextField } from '../../forms/Field';
import '../../forms/forms.css';
import { Form } from '../../forms/Form';
import { useForm } from '../../forms/useForm';
import { PASSWORD_MIN_LENGTH } from '../../forms/validation';
import './PatientDashboard.css';
import {
  EMPTY_PASSWORDS,
  PASSWORD_LABELS,
  PROFILE_LABELS,
  profileBody,
  profileValuesOf,
  validatePasswordChange,
  validateProfile,
} from './settingsForms';

/** Today in Africa/Tunis as YYYY-MM-DD (a birth date cannot be later). */
function tunisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TUNIS_TIME_ZONE }).format(new Date());
}

/** One part of the settings page: a card named by its heading. */
function SettingsCard({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="pd-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="pd-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** spec §2 /patient-dashboard/settings: the patient's profile and password. */
export default function PatientSettingsPage() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <div className="pd-page">
      <h1 className="pd-title">{intl.formatMessage({ id: 'PATIENT.SETTINGS.TITLE' })}</h1>
      {/* The guard renders this page for a signed-in user only; the key starts over for another one. */}
      {user ? <ProfileSection key={user._id} user={user} /> : null}
      <PasswordSection />
    </div>
  );
}

function ProfileSection({ user }: { user: User }) {
  const intl = useIntl();
  const toasts = useToasts();
  const updateProfile = useUpdateProfile();
  const today = tunisToday();
  const form = useForm({
    idPrefix: 'profile',
    initialValues: profileValuesOf(user),
    labels: PROFILE_LABELS,
    validate: (values) => validateProfile(values, today),
  });
  const text = (id: string) => intl.formatMessage({ id });

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await updateProfile.mutateAsync(profileBody(values));
        form.reset(profileValuesOf(saved));
        toasts.success(text('SUCCESS.PROFILE_UPDATED'));
      } catch (error) {
        toasts.error(text('ERRORS.PROFILE_FAILED'));
        throw error;
      }
    },
    (error) => errorMessageId(error, {}, 'ERRORS.PROFILE_FAILED'),
  );

  return (
    <SettingsCard headingId="profile-title" title={text('PATIENT.SETTINGS.PROFILE_TITLE')}>
      <Form
        form={form}
        onSubmit={onSubmit}
        submitLabel={text('PATIENT.SETTINGS.SAVE_PROFILE')}
        summaryHeadingLevel={3}
      >
        <div className="pd-form-grid">
          <TextField {...form.fieldProps('firstName')} autoComplete="given-name" required />
          <TextField {...form.fieldProps('lastName')} autoComplete="family-name" required />
          <TextField
            {...form.fieldProps('phone')}
            type="tel"
            autoComplete="tel"
            hint={text('PATIENT.SETTINGS.PHONE_HINT')}
          />
          <SelectField {...form.fieldProps('sexe')}>
            <option value="">{text('PATIENT.SETTINGS.SEXE_UNSET')}</option>
            <option value="F">{text('PATIENT.SETTINGS.SEXE_F')}</option>
            <option value="M">{text('PATIENT.SETTINGS.SEXE_M')}</option>
          </SelectField>
          <TextField {...form.fieldProps('birthDate')} type="date" max={today} autoComplete="bday" />
          <TextField
            {...form.fieldProps('photoUrl')}
            type="url"
            inputMode="url"
            hint={text('PATIENT.SETTINGS.PHOTO_URL_HINT')}
          />
        </div>
      </Form>
    </SettingsCard>
  );
}

// A wrong current password is answered 422 WRONG_CURRENT_PASSWORD (not 401, which would sign out); five changes a minute at most.
const PASSWORD_ERRORS: Readonly<Record<string, string>> = {
  WRONG_CURRENT_PASSWORD: 'PATIENT.SETTINGS.WRONG_CURRENT_PASSWORD',
  RATE_LIMITED: 'AUTH.ERRORS.TOO_MANY_ATTEMPTS',
};

function PasswordSection() {
  const intl = useIntl();
  const toasts = useToasts();
  const changePassword = useChangePassword();
  const form = useForm({
    idPrefix: 'password',
    initialValues: EMPTY_PASSWORDS,
    labels: PASSWORD_LABELS,
    validate: validatePasswordChange,
  });
  const text = (id: string) => intl.formatMessage({ id });

  const onSubmit = form.handleSubmit(
    async (values) => {
      await changePassword.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.reset(EMPTY_PASSWORDS);
      toasts.success(text('SUCCESS.PASSWORD_CHANGED'));
    },
    (error) => errorMessageId(error, PASSWORD_ERRORS, 'ERRORS.SAVE_FAILED'),
  );

  return (
    <SettingsCard headingId="password-title" title={text('PATIENT.SETTINGS.PASSWORD_TITLE')}>
      <Form
        form={form}
        onSubmit={onSubmit}
        submitLabel={text('PATIENT.SETTINGS.CHANGE_PASSWORD')}
        summaryHeadingLevel={3}
      >
        <TextField
          {...form.fieldProps('currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          {...form.fieldProps('newPassword')}
          type="password"
          autoComplete="new-password"
          hint={intl.formatMessage({ id: 'FORMS.HINTS.PASSWORD_RULE' }, { min: PASSWORD_MIN_LENGTH })}
          required
        />
        <TextField
          {...form.fieldProps('confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
      </Form>
    </SettingsCard>
  );
}
