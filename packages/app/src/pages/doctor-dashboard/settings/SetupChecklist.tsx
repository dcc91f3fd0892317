import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiError, useDoctorSetup, useSetDoctorActivation, useUploadDoctorPhoto } from '@tabib/hooks';

import { PhotoCropper } from './PhotoCropper';
import type { CropSquare } from './photoCrop';

import './SetupChecklist.css';

/** The server's limit for a photo (docs/decisions/053), checked here first: a phone's photo is often larger. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Where each step is done (docs/decisions/053); the photo is uploaded right here. */
const STEP_PAGES: Readonly<Record<string, string>> = {
  hours: '/doctor-dashboard/settings',
  visitTypes: '/doctor-dashboard/services',
  cnam: '/doctor-dashboard/settings',
  languages: '/doctor-dashboard/settings',
  onlinePayment: '/doctor-dashboard/settings',
  secretary: '/doctor-dashboard/secretary',
};

/**
 * The doctor's first-run checklist and completeness (docs/decisions/053): what is still missing, the
 * photo upload, and the switch that makes the profile public and bookable once the required steps are done.
 */
export function SetupChecklist() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const setup = useDoctorSetup();
  // Their failures are said in the checklist's note.
  const activation = useSetDoctorActivation({ meta: { errorToast: false } });
  const photo = useUploadDoctorPhoto({ meta: { errorToast: false } });
  const [note, setNote] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ file: File; key: number } | null>(null);
  if (!setup.data) return null;
  const { steps, completeness, ready, active } = setup.data;

  async function onPhoto(file: File, crop: CropSquare | undefined) {
    setNote(null);
    try {
      await photo.mutateAsync(crop ? { file, crop } : { file });
      setChosen(null);
      setNote(text('DOCTOR_SETUP.PHOTO_SAVED'));
    } catch (failure) {
      setNote(failure instanceof ApiError ? failure.message : text('DOCTOR_JOIN.FAILED'));
    }
  }

  async function toggle() {
    setNote(null);
    try {
      await activation.mutateAsync(!active);
    } catch (failure) {
      setNote(
        failure instanceof ApiError && failure.code === 'SETUP_INCOMPLETE'
          ? text('DOCTOR_SETUP.INCOMPLETE')
          : text('DOCTOR_JOIN.FAILED'),
      );
    }
  }

  return (
    <section className="setup-checklist" aria-labelledby="setup-checklist-title">
      <h2 id="setup-checklist-title">{text('DOCTOR_SETUP.TITLE')}</h2>
      <p>{text('DOCTOR_SETUP.INTRO')}</p>
      <p>
        <label htmlFor="setup-completeness">
          {text('DOCTOR_SETUP.COMPLETENESS', { percent: completeness })}
        </label>{' '}
        <progress id="setup-completeness" max={100} value={completeness} />
      </p>
      <ul className="setup-checklist__steps">
        {steps.map((step) => {
          const page = STEP_PAGES[step.key];
          const label = text(`DOCTOR_SETUP.STEPS.${step.key.toUpperCase()}`);
          return (
            <li key={step.key} data-done={step.done ? '' : undefined}>
              <span aria-hidden="true">{step.done ? '✓' : '○'}</span>{' '}
              {page && !step.done ? <Link to={page}>{label}</Link> : label}
              {' — '}
              {text(step.done ? 'DOCTOR_SETUP.DONE' : 'DOCTOR_SETUP.TODO')}
              {step.required ? ` (${text('DOCTOR_SETUP.REQUIRED')})` : null}
              {step.key === 'photo' ? (
                <div className="setup-checklist__photo">
                  <label htmlFor="setup-photo">{text('DOCTOR_SETUP.PHOTO_LABEL')}</label>
                  <input
                    id="setup-photo"
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    onChange={(event) => {
                      setNote(null);
                      const file = event.target.files?.[0];
                      if (file && file.size > MAX_PHOTO_BYTES) {
                        setChosen(null);
                        setNote(text('DOCTOR_SETUP.PHOTO_TOO_LARGE'));
                        return;
                      }
                      setChosen(file ? { file, key: Date.now() } : null);
                    }}
                  />
                  {chosen ? (
                    <PhotoCropper
                      key={chosen.key}
                      file={chosen.file}
                      busy={photo.isPending}
                      onSave={(crop) => void onPhoto(chosen.file, crop)}
                      onCancel={() => setChosen(null)}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p role="status">{text(active ? 'DOCTOR_SETUP.ONLINE' : 'DOCTOR_SETUP.OFFLINE')}</p>
      {note ? <p role="alert">{note}</p> : null}
      <button
        type="button"
        className="setup-checklist__switch"
        aria-disabled={(!ready && !active) || activation.isPending || undefined}
        onClick={() => void toggle()}
      >
        {text(active ? 'DOCTOR_SETUP.GO_OFF' : 'DOCTOR_SETUP.GO_ON')}
      </button>
    </section>
  );
}
