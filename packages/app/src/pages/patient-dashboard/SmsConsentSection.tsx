import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToasts, useUpdateProfile } from '@tabib/hooks';
import type { User } from '@tabib/sdk';

/**
 * The patient's choice to get rdv confirmations, changes, cancellations and reminders by SMS too
 * (docs/decisions/030-sms.md); it needs a phone number, so it waits for one. Saved as it is ticked.
 */
export function SmsConsentSection({ user }: { user: User }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  const updateProfile = useUpdateProfile({ meta: { errorToast: { message: 'ERRORS.PROFILE_FAILED' } } });
  const headingId = useId();
  const hintId = useId();
  const hasPhone = Boolean(user.phone);
  // Shown at once, put back if the save fails.
  const [checked, setChecked] = useState(user.smsConsent ?? false);

  const save = (smsConsent: boolean) => {
    setChecked(smsConsent);
    updateProfile.mutate(
      { smsConsent },
      {
        onSuccess: () =>
          toasts.success(text(smsConsent ? 'PATIENT.SETTINGS.SMS_ON' : 'PATIENT.SETTINGS.SMS_OFF')),
        onError: () => setChecked(!smsConsent),
      },
    );
  };

  return (
    <section className="pd-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="pd-section-title">
        {text('PATIENT.SETTINGS.SMS_TITLE')}
      </h2>
      <label className="pd-check">
        <input
          type="checkbox"
          checked={hasPhone && checked}
          disabled={!hasPhone}
          aria-describedby={hintId}
          aria-disabled={updateProfile.isPending}
          onChange={(event) => save(event.target.checked)}
        />
        <span>{text('PATIENT.SETTINGS.SMS_CONSENT')}</span>
      </label>
      <p id={hintId} className="form-field__hint">
        {text(hasPhone ? 'PATIENT.SETTINGS.SMS_HINT' : 'PATIENT.SETTINGS.SMS_NEEDS_PHONE')}
      </p>
    </section>
  );
}
