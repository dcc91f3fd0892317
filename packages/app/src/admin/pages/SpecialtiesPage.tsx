import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, useCreateSpecialty, useSpecialties, useToasts, useUpdateSpecialty } from '@tabib/hooks';
import type { Specialty } from '@tabib/sdk';
import { directionOf, EmptyState } from '@tabib/ui';

import { Dialog } from '../../forms/Dialog';
import { errorMessageId } from '../../forms/errorMessage';
import { NumberField, TextField } from '../../forms/Field';
import { Form } from '../../forms/Form';
import { useForm } from '../../forms/useForm';
import { byShownName } from '../../i18n/localizedNames';
import { ListResults, ListTable } from './adminListParts';
import './admin-content.css';
import {
  EMPTY_SPECIALTY,
  SPECIALTY_FORM,
  SPECIALTY_FREQ_MAX,
  SPECIALTY_NAME_MAX_LENGTH,
  specialtyChanges,
  specialtyInput,
  specialtyValuesOf,
  type SpecialtyValues,
} from './specialtyForm';

// spec/openapi.yaml createSpecialty, updateSpecialty: the French name is unique.
const SPECIALTY_ERRORS: Readonly<Record<string, string>> = {
  ALREADY_EXISTS: 'ADMIN.SPECIALTIES.ALREADY_EXISTS',
  FORBIDDEN: 'ERRORS.NOT_AUTHORIZED',
};

/** The languages of a specialty's names; the French one is unique and names the specialty. */
const NAME_LANGUAGES = ['fr', 'en', 'ar'] as const;
const TRANSLATED_NAMES = ['en', 'ar'] as const;

const isTaken = (error: unknown) => error instanceof ApiError && error.code === 'ALREADY_EXISTS';

/** docs/decisions/018: the specialties in three languages with their frequency; add one, rename one. */
export default function SpecialtiesPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const specialties = useSpecialties({ meta: { errorToast: false } });
  const [editing, setEditing] = useState<Specialty | null>(null);
  // The API sorts by the French name in the database's collation; the admin reads French order.
  const sorted = useMemo(
    () =>
      byShownName(specialties.data?.results ?? [], (specialty) => specialty.names.fr || specialty.name, 'fr'),
    [specialties.data],
  );

  return (
    <div className="ap-page">
      <h1 className="ap-title">{text('ADMIN.SPECIALTIES.TITLE')}</h1>
      <p className="ap-hint">{text('ADMIN.SPECIALTIES.INTRO')}</p>

      <CreateSpecialtySection />

      <div className="ac-section">
        <ListResults
          query={specialties}
          results={specialties.data && sorted}
          labels={{ loading: 'ADMIN.SPECIALTIES.LOADING', item: 'ADMIN.SPECIALTIES.ITEM' }}
          empty={<EmptyState title={text('ADMIN.SPECIALTIES.EMPTY')} headingLevel={2} />}
        >
          {(results) => (
            <ListTable
              caption={intl.formatMessage({ id: 'ADMIN.SPECIALTIES.LIST_TITLE' }, { count: results.length })}
              columns={[
                text('ADMIN.SPECIALTIES.COLUMNS.FR'),
                text('ADMIN.SPECIALTIES.COLUMNS.EN'),
                text('ADMIN.SPECIALTIES.COLUMNS.AR'),
                text('ADMIN.SPECIALTIES.COLUMNS.FREQ'),
                text('ADMIN.SPECIALTIES.COLUMNS.ACTIONS'),
              ]}
            >
              {results.map((specialty) => (
                <tr key={specialty._id}>
                  <th scope="row" lang="fr" dir="ltr">
                    {specialty.names.fr}
                  </th>
                  {TRANSLATED_NAMES.map((language) => (
                    <td key={language} lang={language} dir={directionOf(language)}>
                      {specialty.names[language]}
                    </td>
                  ))}
                  <td className="ac-number">{intl.formatNumber(specialty.freq)}</td>
                  <td>
                    <button
                      type="button"
                      className="form-button ap-small"
                      aria-haspopup="dialog"
                      onClick={() => setEditing(specialty)}
                    >
                      {intl.formatMessage({ id: 'ADMIN.SPECIALTIES.EDIT' }, { name: specialty.names.fr })}
                    </button>
                  </td>
                </tr>
              ))}
            </ListTable>
          )}
        </ListResults>
      </div>

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing
            ? intl.formatMessage({ id: 'ADMIN.SPECIALTIES.EDIT_TITLE' }, { name: editing.names.fr })
            : ''
        }
      >
        {editing ? (
          <EditSpecialtyForm key={editing._id} specialty={editing} onDone={() => setEditing(null)} />
        ) : null}
      </Dialog>
    </div>
  );
}

/**
 * The three names and the frequency. A French name the server refused as taken (409) is marked on
 * its field until it is changed.
 */
function SpecialtyFields({
  form,
  takenName,
}: {
  form: ReturnType<typeof useForm<SpecialtyValues>>;
  takenName: string | null;
}) {
  const intl = useIntl();
  const takenError =
    takenName !== null && form.values.fr.trim() === takenName
      ? intl.formatMessage({ id: SPECIALTY_ERRORS.ALREADY_EXISTS })
      : undefined;
  return (
    <div className="ac-form-grid">
      {NAME_LANGUAGES.map((language) => {
        const field = form.fieldProps(language);
        return (
          <TextField
            key={language}
            {...field}
            error={field.error ?? (language === 'fr' ? takenError : undefined)}
            lang={language}
            dir={directionOf(language)}
            maxLength={SPECIALTY_NAME_MAX_LENGTH}
            autoComplete="off"
            required
          />
        );
      })}
      <NumberField
        {...form.fieldProps('freq')}
        hint={intl.formatMessage({ id: 'ADMIN.SPECIALTIES.FREQ_HINT' })}
        min={0}
        max={SPECIALTY_FREQ_MAX}
        step={1}
        required
      />
    </div>
  );
}

function CreateSpecialtySection() {
  const intl = useIntl();
  const toasts = useToasts();
  // The form's error summary says why a save failed.
  const createSpecialty = useCreateSpecialty({ meta: { errorToast: false } });
  const [takenName, setTakenName] = useState<string | null>(null);
  const form = useForm({ ...SPECIALTY_FORM, idPrefix: 'ac-specialty-new' });
  const onSubmit = form.handleSubmit(
    async (values) => {
      const input = specialtyInput(values);
      try {
        await createSpecialty.mutateAsync(input);
      } catch (error) {
        if (isTaken(error)) setTakenName(input.names.fr);
        throw error;
      }
      form.reset(EMPTY_SPECIALTY);
      toasts.success(intl.formatMessage({ id: 'ADMIN.SPECIALTIES.CREATED' }, { name: input.names.fr }));
    },
    (error) => errorMessageId(error, SPECIALTY_ERRORS, 'ERRORS.SAVE_FAILED'),
  );
  return (
    <section className="ac-card" aria-labelledby="ac-specialty-new-title">
      <h2 id="ac-specialty-new-title" className="ac-section-title">
        {intl.formatMessage({ id: 'ADMIN.SPECIALTIES.NEW_TITLE' })}
      </h2>
      <Form
        form={form}
        onSubmit={onSubmit}
        submitLabel={intl.formatMessage({ id: 'ADMIN.SPECIALTIES.CREATE' })}
        summaryHeadingLevel={3}
      >
        <SpecialtyFields form={form} takenName={takenName} />
      </Form>
    </section>
  );
}

function EditSpecialtyForm({ specialty, onDone }: { specialty: Specialty; onDone: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const updateSpecialty = useUpdateSpecialty({ meta: { errorToast: false } });
  const [takenName, setTakenName] = useState<string | null>(null);
  const form = useForm({
    ...SPECIALTY_FORM,
    idPrefix: 'ac-specialty-edit',
    initialValues: specialtyValuesOf(specialty),
  });
  const onSubmit = form.handleSubmit(
    async (values) => {
      const changes = specialtyChanges(specialty, values);
      if (changes === null) {
        toasts.info(intl.formatMessage({ id: 'ADMIN.SPECIALTIES.UNCHANGED' }));
        onDone();
        return;
      }
      try {
        await updateSpecialty.mutateAsync({ id: specialty._id, changes });
      } catch (error) {
        if (isTaken(error)) setTakenName(values.fr.trim());
        throw error;
      }
      toasts.success(intl.formatMessage({ id: 'ADMIN.SPECIALTIES.UPDATED' }, { name: values.fr.trim() }));
      onDone();
    },
    (error) => errorMessageId(error, SPECIALTY_ERRORS, 'ERRORS.SAVE_FAILED'),
  );
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={intl.formatMessage({ id: 'ADMIN.SPECIALTIES.SAVE' })}
      secondaryAction={
        <button type="button" className="form-button" onClick={onDone}>
          {intl.formatMessage({ id: 'ADMIN.SPECIALTIES.CANCEL' })}
        </button>
      }
      summaryHeadingLevel={3}
    >
      <SpecialtyFields form={form} takenName={takenName} />
    </Form>
  );
}
