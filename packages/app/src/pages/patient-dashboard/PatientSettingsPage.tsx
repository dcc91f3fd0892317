import { useIntl } from 'react-intl';
import { useChangePassword, useSession } from '@tabib/hooks';
import type { User } from '@tabib/sdk';

import { useProfileForm } from '../../account/useProfileForm';
import { errorMessageId } from '../../forms/errorMessage';
import { SelectField, TextField } from '../../forms/Field';
import { PersonNameFields } from '../../forms/PersonNameFields';
import '../../forms/forms.css';
import { SettingsCard } from '../../forms/SettingsCard';
import { useForm } from '../../forms/useForm';
import { PASSWORD_MIN_LENGTH } from '../../forms/validation';
import './PatientDashboard.css';
import { EMPTY_PASSWORDS, PASSWORD_CHANGE_FORM } from './settingsForms';
import { SmsConsentSection } from './SmsConsentSection';
import { RelativesSection } from '../../relatives/RelativesSection';

/** requirements §2 /patient-dashboard/settings: the patient's profile, SMS notifications, relatives and password. */
export default function PatientSettingsPage() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <div className="pd-page">
      <h1 className="pd-title">{intl.formatMessage({ id: 'PATIENT.SETTINGS.TITLE' })}</h1>
      {/* The guard renders this page for a signed-in user only; the key starts over for another one. */}
      {user ? <ProfileSection key={user._id} user={user} /> : null}
      {user ? <SmsConsentSection user={user} /> : null}
      <RelativesSection />
      <PasswordSection />
    </div>
  );
}

function ProfileSection({ user }: { user: User }) {
  const intl = useIntl();
  const profile = useProfileForm(user, 'profile');
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <SettingsCard
      headingId="profile-title"
      title={text('PATIENT.SETTINGS.PROFILE_TITLE')}
      className="pd-card"
      titleClassName="pd-section-title"
      submitLabel={text('PATIENT.SETTINGS.SAVE_PROFILE')}
      {...profile.card}
    >
      <div className="pd-form-grid">
        <PersonNameFields fieldProps={profile.form.fieldProps} />
        <TextField
          {...profile.form.fieldProps('phone')}
          type="tel"
          autoComplete="tel"
          hint={text('PATIENT.SETTINGS.PHONE_HINT')}
        />
        <SelectField {...profile.form.fieldProps('sexe')}>
          <option value="">{text('PATIENT.SETTINGS.SEXE_UNSET')}</option>
          <option value="F">{text('PATIENT.SETTINGS.SEXE_F')}</option>
          <option value="M">{text('PATIENT.SETTINGS.SEXE_M')}</option>
        </SelectField>
        <TextField
          {...profile.form.fieldProps('birthDate')}
          type="date"
          max={profile.maxBirthDate}
          autoComplete="bday"
        />
        <TextField
          {...profile.form.fieldProps('photoUrl')}
          type="url"
          inputMode="url"
          hint={text('PATIENT.SETTINGS.PHOTO_URL_HINT')}
        />
      </div>
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
  // The form's error summary says why (a wrong current password).
  const changePassword = useChangePassword({ meta: { errorToast: false } });
  const form = useForm({ ...PASSWORD_CHANGE_FORM, idPrefix: 'password' });
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <SettingsCard
      headingId="password-title"
      title={text('PATIENT.SETTINGS.PASSWORD_TITLE')}
      className="pd-card"
      titleClassName="pd-section-title"
      form={form}
      submitLabel={text('PATIENT.SETTINGS.CHANGE_PASSWORD')}
      save={async (values) => {
        await changePassword.mutateAsync({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
        return EMPTY_PASSWORDS;
      }}
      messageOf={(error) => errorMessageId(error, PASSWORD_ERRORS, 'ERRORS.SAVE_FAILED')}
      savedToast={text('SUCCESS.PASSWORD_CHANGED')}
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
    </SettingsCard>
  );
}
