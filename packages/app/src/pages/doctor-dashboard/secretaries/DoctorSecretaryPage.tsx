import { useEffect, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import {
  useAddSecretary,
  useRemoveSecretary,
  useSecretaries,
  useSession,
  useToasts,
  useVerifySecretaryEmail,
} from '@tabib/hooks';
import type { Secretary } from '@tabib/sdk';
import { EmptyState, formatTunisInstant } from '@tabib/ui';

import { Dialog } from '../../../forms/Dialog';
import { errorMessageId } from '../../../forms/errorMessage';
import { EmailField } from '../../../forms/Field';
import '../../../forms/forms.css';
import { Form } from '../../../forms/Form';
import { useForm } from '../../../forms/useForm';
import { collectErrors, email } from '../../../forms/validation';
import { ConfirmActions } from '../../../forms/ConfirmActions';
import '../DoctorPractice.css';
import { normaliseEmail, secretaryCheckOf } from './secretaryCheck';

// spec/openapi.yaml addSecretary: 422 SECRETARY_NOT_AVAILABLE, 409 ALREADY_EXISTS.
const ADD_ERRORS: Readonly<Record<string, string>> = {
  SECRETARY_NOT_AVAILABLE: 'DOCTOR_SECRETARY.CHECK.NOT_AVAILABLE',
  ALREADY_EXISTS: 'DOCTOR_SECRETARY.CHECK.ALREADY_YOURS',
};
const CHECK_MESSAGES = {
  AVAILABLE: 'DOCTOR_SECRETARY.CHECK.AVAILABLE',
  ALREADY_YOURS: 'DOCTOR_SECRETARY.CHECK.ALREADY_YOURS',
  NOT_AVAILABLE: 'DOCTOR_SECRETARY.CHECK.NOT_AVAILABLE',
} as const;

/** requirements §2 /doctor-dashboard/secretary, §6: add (after verifying the e-mail), list and remove secretaries. */
export default function DoctorSecretaryPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { user } = useSession();
  const doctorId = user?.doctor?._id ?? '';
  const secretaries = useSecretaries(doctorId, { enabled: doctorId !== '', meta: { errorToast: false } });
  const [removing, setRemoving] = useState<Secretary | null>(null);
  const list = secretaries.data?.results ?? [];

  return (
    <div className="dp-page">
      <h1 className="dp-title">{text('DOCTOR_SECRETARY.TITLE')}</h1>
      {doctorId === '' ? (
        <p className="dp-status">{text('DOCTOR_SERVICES.DOCTORS_ONLY')}</p>
      ) : (
        <>
          <AddSecretarySection secretaries={list} />
          <section className="dp-section" aria-labelledby="dp-secretaries-title">
            <h2 id="dp-secretaries-title" className="dp-section-title">
              {text('DOCTOR_SECRETARY.LIST_TITLE')}
            </h2>
            {secretaries.isPending ? <p className="dp-status">{text('DOCTOR_STATS.LOADING')}</p> : null}
            {secretaries.isError ? (
              <p role="alert">
                {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('DOCTOR_SECRETARY.ITEM') })}
              </p>
            ) : null}
            {secretaries.data && list.length === 0 ? (
              <EmptyState title={text('DOCTOR_SECRETARY.EMPTY')} headingLevel={3} />
            ) : null}
            {list.length > 0 ? (
              <ul className="dp-list">
                {list.map((secretary) => (
                  <li key={secretary._id} className="dp-card dp-item">
                    <h3 className="dp-item__title">{secretary.name || secretary.email}</h3>
                    <p className="dp-item__text">{secretary.email}</p>
                    <p className="dp-badge" data-verified={secretary.verified ? '' : undefined}>
                      {secretaryStatus(intl, secretary)}
                    </p>
                    <div className="dp-actions">
                      <button
                        type="button"
                        className="form-button"
                        data-tone="danger"
                        onClick={() => setRemoving(secretary)}
                      >
                        {intl.formatMessage({ id: 'DOCTOR_SECRETARY.REMOVE' }, { email: secretary.email })}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </>
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={text('DOCTOR_SECRETARY.REMOVE_TITLE')}
        description={
          removing ? (
            <p>
              {intl.formatMessage(
                {
                  id: removing.verified
                    ? 'DOCTOR_SECRETARY.REMOVE_CONFIRM'
                    : 'DOCTOR_SECRETARY.REMOVE_CONFIRM_PENDING',
                },
                { email: removing.email },
              )}
            </p>
          ) : null
        }
      >
        {removing ? <RemoveSecretaryActions secretary={removing} onDone={() => setRemoving(null)} /> : null}
      </Dialog>
    </div>
  );
}

/** "Compte actif", or how long the invitation of a pending secretary still works. */
function secretaryStatus(intl: IntlShape, secretary: Secretary): string {
  if (secretary.verified) return intl.formatMessage({ id: 'DOCTOR_SECRETARY.VERIFIED' });
  const until = secretary.invitationExpiresAt;
  if (until === null) return intl.formatMessage({ id: 'DOCTOR_SECRETARY.PENDING' });
  if (Date.parse(until) <= Date.now()) return intl.formatMessage({ id: 'DOCTOR_SECRETARY.PENDING_EXPIRED' });
  return intl.formatMessage(
    { id: 'DOCTOR_SECRETARY.PENDING_UNTIL' },
    { until: formatTunisInstant(until, intl.locale, 'longDateTime') },
  );
}

const EMAIL_LABELS = { email: 'DOCTOR_SECRETARY.EMAIL' };

function AddSecretarySection({ secretaries }: { secretaries: readonly Secretary[] }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  // The form says why an address was refused, under its field and in its summary.
  const addSecretary = useAddSecretary({ meta: { errorToast: false } });
  const [checked, setChecked] = useState('');
  const verification = useVerifySecretaryEmail(checked, {
    enabled: checked !== '',
    meta: { errorToast: false },
  });
  const form = useForm({
    idPrefix: 'secretary',
    initialValues: { email: '' },
    labels: EMAIL_LABELS,
    validate: (values) => collectErrors({ email: email(values.email) }),
  });
  const typed = normaliseEmail(form.values.email);
  // A check answers for the e-mail it was made for; typing another one asks again.
  const current = checked !== '' && checked === typed && verification.data !== undefined;
  const check = current ? secretaryCheckOf(checked, verification.data === true, secretaries) : null;

  useEffect(() => {
    if (check === 'AVAILABLE') toasts.success(intl.formatMessage({ id: 'SUCCESS.EMAIL_VERIFIED' }));
    // Only when a new answer arrives, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [check, checked]);

  const onSubmit = form.handleSubmit(
    async () => {
      if (check !== 'AVAILABLE') {
        setChecked(typed);
        return;
      }
      const added = await addSecretary.mutateAsync(typed);
      form.reset({ email: '' });
      setChecked('');
      // A free secretary account is linked at once; a new address is invited (docs/decisions/032).
      toasts.success(
        intl.formatMessage(
          { id: added.verified ? 'DOCTOR_SECRETARY.ADDED' : 'DOCTOR_SECRETARY.INVITED' },
          { email: added.email },
        ),
      );
    },
    (error) => errorMessageId(error, ADD_ERRORS, 'ERRORS.SAVE_FAILED'),
  );

  return (
    <section className="dp-card" aria-labelledby="dp-secretary-add-title">
      <h2 id="dp-secretary-add-title" className="dp-section-title">
        {text('DOCTOR_SECRETARY.ADD_TITLE')}
      </h2>
      <p className="dp-status">{text('DOCTOR_SECRETARY.ADD_HELP')}</p>
      <Form
        form={form}
        onSubmit={onSubmit}
        submitLabel={text(check === 'AVAILABLE' ? 'DOCTOR_SECRETARY.ADD' : 'DOCTOR_SECRETARY.VERIFY')}
        summaryHeadingLevel={3}
      >
        <EmailField {...form.fieldProps('email')} autoComplete="off" required />
        <div aria-live="polite" className="dp-check-result">
          {checked !== '' && checked === typed && verification.isFetching ? (
            <p className="dp-status">{text('DOCTOR_SECRETARY.CHECKING')}</p>
          ) : null}
          {checked === typed && verification.isError ? (
            <p className="dp-error">{text(errorMessageId(verification.error, {}, 'ERRORS.SAVE_FAILED'))}</p>
          ) : null}
          {check ? (
            <p className="dp-verdict" data-check={check}>
              {text(CHECK_MESSAGES[check])}
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function RemoveSecretaryActions({ secretary, onDone }: { secretary: Secretary; onDone: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  const removeSecretary = useRemoveSecretary({
    meta: {
      errorToast: { message: 'ERRORS.DELETE_FAILED', values: { item: text('DOCTOR_SECRETARY.ITEM') } },
    },
  });
  return (
    <ConfirmActions
      confirmLabel={text('DOCTOR_SECRETARY.CONFIRM_REMOVE')}
      pending={removeSecretary.isPending}
      onCancel={onDone}
      onConfirm={() =>
        removeSecretary.mutate(secretary, {
          onSuccess: () => {
            toasts.success(
              intl.formatMessage({ id: 'DOCTOR_SECRETARY.REMOVED' }, { email: secretary.email }),
            );
            onDone();
          },
        })
      }
    />
  );
}
