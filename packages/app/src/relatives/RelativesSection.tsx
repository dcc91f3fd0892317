import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAddRelative, useRelatives, useRemoveRelative, useToasts, useUpdateRelative } from '@tabib/hooks';
import type { Relative } from '@tabib/sdk';
import { EmptyState, formatAge, formatCalendarDay, tunisDay, useUiLocale } from '@tabib/ui';

import { ConfirmActions } from '../forms/ConfirmActions';
import { Dialog } from '../forms/Dialog';
import { errorMessageId } from '../forms/errorMessage';
import { SelectField, TextField } from '../forms/Field';
import { PersonNameFields } from '../forms/PersonNameFields';
import '../forms/forms.css';
import { Form } from '../forms/Form';
import { SettingsCard } from '../forms/SettingsCard';
import { useForm } from '../forms/useForm';
import { relationLabelId } from './forWhom';
import {
  EMPTY_RELATIVE,
  RELATIONS,
  RELATIVE_LABELS,
  relativeBody,
  relativeValuesOf,
  validateRelative,
} from './relativeForms';
import './Relatives.css';

// docs/decisions/041-relatives.md: the server's refusals a patient can meet here.
const RELATIVE_ERRORS: Readonly<Record<string, string>> = {
  RELATIVES_LIMIT: 'RELATIVES.LIMIT',
  RELATIVE_HAS_UPCOMING_RDVS: 'RELATIVES.HAS_UPCOMING',
};

/**
 * « Mes proches » of the patient's profile (docs/decisions/041-relatives.md): the people they book and
 * ask for — listed, added, changed, and removed after a confirmation.
 */
export function RelativesSection() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const relatives = useRelatives({ meta: { errorToast: false } });
  const [editing, setEditing] = useState<Relative | null>(null);
  const [removing, setRemoving] = useState<Relative | null>(null);

  return (
    <>
      <section className="pd-card" aria-labelledby="relatives-title">
        <h2 id="relatives-title" className="pd-section-title">
          {text('RELATIVES.TITLE')}
        </h2>
        <p className="pd-status">{text('RELATIVES.INTRO')}</p>
        {relatives.isPending ? <p className="pd-status">{text('RELATIVES.LOADING')}</p> : null}
        {relatives.isError ? (
          <p role="alert">
            {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('RELATIVES.ITEM') })}
          </p>
        ) : null}
        {relatives.data && relatives.data.results.length === 0 ? (
          <EmptyState title={text('RELATIVES.EMPTY')} headingLevel={3} />
        ) : null}
        {relatives.data && relatives.data.results.length > 0 ? (
          <ul className="pd-list">
            {relatives.data.results.map((relative) => (
              <RelativeItem
                key={relative._id}
                relative={relative}
                onEdit={() => setEditing(relative)}
                onRemove={() => setRemoving(relative)}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <AddRelativeSection />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={text('RELATIVES.EDIT_TITLE')}>
        {editing ? (
          <RelativeForm key={editing._id} relative={editing} onDone={() => setEditing(null)} />
        ) : null}
      </Dialog>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={text('RELATIVES.REMOVE_TITLE')}
        description={
          removing ? (
            <p>{intl.formatMessage({ id: 'RELATIVES.REMOVE_CONFIRM' }, { name: removing.name })}</p>
          ) : null
        }
      >
        {removing ? <RemoveRelativeActions relative={removing} onDone={() => setRemoving(null)} /> : null}
      </Dialog>
    </>
  );
}

function RelativeItem({
  relative,
  onEdit,
  onRemove,
}: {
  relative: Relative;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { locale } = useUiLocale();
  return (
    <li className="relative-item" data-relation={relative.relation}>
      <h3 className="relative-item__name">
        <bdi>{relative.name}</bdi>
      </h3>
      <p className="relative-item__facts">
        {intl.formatMessage({ id: relationLabelId(relative.relation) })}
        {' · '}
        {intl.formatMessage(
          { id: 'RELATIVES.BORN' },
          {
            date: formatCalendarDay(relative.birthDate, intl.locale, 'date'),
            age: formatAge(relative.birthDate, locale),
          },
        )}
      </p>
      <div className="relative-item__actions">
        <button type="button" className="form-button" onClick={onEdit}>
          {intl.formatMessage({ id: 'RELATIVES.EDIT' }, { name: relative.firstName })}
        </button>
        <button type="button" className="form-button" data-tone="danger" onClick={onRemove}>
          {intl.formatMessage({ id: 'RELATIVES.REMOVE' }, { name: relative.firstName })}
        </button>
      </div>
    </li>
  );
}

function useRelativeForm(idPrefix: string, relative?: Relative) {
  // A birth date cannot be later than today in Africa/Tunis.
  const today = tunisDay(new Date());
  const form = useForm({
    idPrefix,
    initialValues: relative ? relativeValuesOf(relative) : EMPTY_RELATIVE,
    labels: RELATIVE_LABELS,
    validate: (values) => validateRelative(values, today),
  });
  return { form, today };
}

function RelativeFields({ form, today }: ReturnType<typeof useRelativeForm>) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <div className="pd-form-grid">
      <PersonNameFields fieldProps={form.fieldProps} someoneElse />
      <TextField {...form.fieldProps('birthDate')} type="date" max={today} required />
      <SelectField {...form.fieldProps('sexe')} required>
        <option value="">{text('RELATIVES.CHOOSE')}</option>
        <option value="F">{text('PATIENT.SETTINGS.SEXE_F')}</option>
        <option value="M">{text('PATIENT.SETTINGS.SEXE_M')}</option>
      </SelectField>
      <SelectField {...form.fieldProps('relation')} required>
        <option value="">{text('RELATIVES.CHOOSE')}</option>
        {RELATIONS.map((relation) => (
          <option key={relation} value={relation}>
            {text(relationLabelId(relation))}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function AddRelativeSection() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  // The card's error summary says why a save failed.
  const addRelative = useAddRelative({ meta: { errorToast: false } });
  const relativeForm = useRelativeForm('relative-new');
  return (
    <SettingsCard
      headingId="relative-new-title"
      title={text('RELATIVES.ADD_TITLE')}
      className="pd-card"
      titleClassName="pd-section-title"
      form={relativeForm.form}
      submitLabel={text('RELATIVES.ADD')}
      save={async (values) => {
        await addRelative.mutateAsync(relativeBody(values));
        return EMPTY_RELATIVE;
      }}
      messageOf={(error) => errorMessageId(error, RELATIVE_ERRORS, 'ERRORS.SAVE_FAILED')}
      savedToast={text('RELATIVES.ADDED')}
    >
      <RelativeFields {...relativeForm} />
    </SettingsCard>
  );
}

/**
 * A relative's form in a dialog: changes `relative`, or adds a new one (the reservation and question
 * pages add a relative without leaving). `onDone` gets the saved relative, nothing when cancelled.
 */
export function RelativeForm({
  relative,
  onDone,
}: {
  relative?: Relative;
  onDone: (saved?: Relative) => void;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  // The form's error summary says why a save failed.
  const addRelative = useAddRelative({ meta: { errorToast: false } });
  const updateRelative = useUpdateRelative({ meta: { errorToast: false } });
  const relativeForm = useRelativeForm(relative ? 'relative-edit' : 'relative-add', relative);
  const onSubmit = relativeForm.form.handleSubmit(
    async (values) => {
      const saved = relative
        ? await updateRelative.mutateAsync({ id: relative._id, change: relativeBody(values) })
        : await addRelative.mutateAsync(relativeBody(values));
      toasts.success(text(relative ? 'RELATIVES.UPDATED' : 'RELATIVES.ADDED'));
      onDone(saved);
    },
    (error) => errorMessageId(error, RELATIVE_ERRORS, 'ERRORS.SAVE_FAILED'),
  );
  return (
    <Form
      form={relativeForm.form}
      onSubmit={onSubmit}
      submitLabel={text(relative ? 'RELATIVES.SAVE' : 'RELATIVES.ADD')}
      secondaryAction={
        <button type="button" className="form-button" onClick={() => onDone()}>
          {text('RELATIVES.CANCEL')}
        </button>
      }
      summaryHeadingLevel={3}
    >
      <RelativeFields {...relativeForm} />
    </Form>
  );
}

function RemoveRelativeActions({ relative, onDone }: { relative: Relative; onDone: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  const removeRelative = useRemoveRelative({
    meta: {
      errorToast: {
        message: 'ERRORS.DELETE_FAILED',
        byCode: RELATIVE_ERRORS,
        values: { item: text('RELATIVES.ITEM') },
      },
    },
  });
  return (
    <ConfirmActions
      confirmLabel={text('RELATIVES.CONFIRM_REMOVE')}
      pending={removeRelative.isPending}
      onCancel={onDone}
      onConfirm={() =>
        removeRelative.mutate(relative._id, {
          onSuccess: () => {
            toasts.success(text('RELATIVES.REMOVED'));
            onDone();
          },
        })
      }
    />
  );
}
