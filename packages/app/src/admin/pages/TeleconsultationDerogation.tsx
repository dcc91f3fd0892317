import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useUpdateAdminDoctor } from '@tabib/hooks';
import type { components } from '@tabib/sdk';

type AdminDoctorRow = components['schemas']['AdminDoctorRow'];

/**
 * Decision 054: the derogation an admin grants a doctor, where the rules allow it, for first consultations
 * at a distance. Saved (and audited) as soon as it is switched; the result is said in a live region.
 */
export function TeleconsultationDerogation({ doctor }: { doctor: AdminDoctorRow }) {
  const intl = useIntl();
  // A failure is said beside the switch, which flips back.
  const update = useUpdateAdminDoctor({ meta: { errorToast: false } });
  const [granted, setGranted] = useState(doctor.teleconsultationFirstVisits);
  const [status, setStatus] = useState<string | null>(null);
  const hintId = `derogation-${doctor._id}-hint`;
  return (
    <div className="ap-fieldset">
      <label className="form-check">
        <input
          type="checkbox"
          role="switch"
          checked={granted}
          aria-describedby={hintId}
          aria-disabled={update.isPending}
          onChange={(event) => {
            if (update.isPending) return;
            const next = event.target.checked;
            setGranted(next);
            update.mutate(
              { id: doctor._id, teleconsultationFirstVisits: next },
              {
                onSuccess: () =>
                  setStatus(
                    intl.formatMessage({
                      id: next ? 'REMOTE.DEROGATION_SAVED_ON' : 'REMOTE.DEROGATION_SAVED_OFF',
                    }),
                  ),
                onError: () => {
                  setGranted(!next);
                  setStatus(intl.formatMessage({ id: 'ERRORS.SAVE_FAILED' }));
                },
              },
            );
          }}
        />
        <span>{intl.formatMessage({ id: 'REMOTE.DEROGATION' })}</span>
      </label>
      <p id={hintId} className="ap-status">
        {intl.formatMessage({ id: 'REMOTE.DEROGATION_HINT' })}
      </p>
      <p role="status" className="ap-status">
        {status}
      </p>
    </div>
  );
}
