import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useCreateService,
  useDeleteService,
  useServices,
  useSession,
  useToasts,
  useUpdateService,
} from '@tabib/hooks';
import type { Service } from '@tabib/sdk';
import { EmptyState, formatFee, useUiLocale } from '@tabib/ui';

import { useVisitTypeName } from '../../../i18n/catalogNames';
import { Dialog } from '../../../forms/Dialog';
import { errorMessageId } from '../../../forms/errorMessage';
import { FeeField } from '../../../forms/FeeField';
import { NumberField, TextAreaField, TextField } from '../../../forms/Field';
import '../../../forms/forms.css';
import { Form } from '../../../forms/Form';
import { SettingsCard } from '../../../forms/SettingsCard';
import { useForm } from '../../../forms/useForm';
import {
  EMPTY_SERVICE,
  SERVICE_LABELS,
  serviceBody,
  serviceValuesOf,
  validateService,
  type ServiceValues,
} from '../doctorForms';
import { ConfirmActions } from '../../../forms/ConfirmActions';
import '../DoctorPractice.css';

// requirements §7: `GET /service` by benefactor, newest first; the server's largest page.
const SERVICES_LIMIT = 100;

/** requirements §2 /doctor-dashboard/services: the doctor's services with price (TND) and duration. */
export default function DoctorServicesPage() {
  const intl = useIntl();
  const visitTypeName = useVisitTypeName();
  const text = (id: string) => intl.formatMessage({ id });
  const { user } = useSession();
  const doctorId = user?.doctor?._id ?? '';
  const services = useServices(
    { benefactor: doctorId, limit: SERVICES_LIMIT },
    { enabled: doctorId !== '', meta: { errorToast: false } },
  );
  const [editing, setEditing] = useState<Service | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);

  return (
    <div className="dp-page">
      <h1 className="dp-title">{text('DOCTOR_SERVICES.TITLE')}</h1>
      {doctorId === '' ? <p className="dp-status">{text('DOCTOR_SERVICES.DOCTORS_ONLY')}</p> : null}
      {doctorId !== '' ? <CreateServiceSection /> : null}
      {doctorId !== '' ? (
        <section className="dp-section" aria-labelledby="dp-services-title">
          <h2 id="dp-services-title" className="dp-section-title">
            {text('DOCTOR_SERVICES.LIST_TITLE')}
          </h2>
          {services.isPending ? <p className="dp-status">{text('DOCTOR_STATS.LOADING')}</p> : null}
          {services.isError ? (
            <p role="alert">
              {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('DOCTOR_SERVICES.ITEM') })}
            </p>
          ) : null}
          {services.data && services.data.results.length === 0 ? (
            <EmptyState title={text('DOCTOR_SERVICES.EMPTY')} headingLevel={3} />
          ) : null}
          {services.data && services.data.results.length > 0 ? (
            <ul className="dp-list">
              {services.data.results.map((service) => (
                <ServiceItem
                  key={service._id}
                  service={service}
                  onEdit={() => setEditing(service)}
                  onDelete={() => setDeleting(service)}
                />
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={text('DOCTOR_SERVICES.EDIT_TITLE')}
      >
        {editing ? (
          <EditServiceForm key={editing._id} service={editing} onDone={() => setEditing(null)} />
        ) : null}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={text('DOCTOR_SERVICES.DELETE_TITLE')}
        description={
          deleting ? (
            <p>
              {intl.formatMessage(
                { id: 'DOCTOR_SERVICES.DELETE_CONFIRM' },
                { name: <bdi>{visitTypeName(deleting.name, deleting.names)}</bdi> },
              )}
            </p>
          ) : null
        }
      >
        {deleting ? <DeleteServiceForm service={deleting} onDone={() => setDeleting(null)} /> : null}
      </Dialog>
    </div>
  );
}

function ServiceItem({
  service,
  onEdit,
  onDelete,
}: {
  service: Service;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const { locale } = useUiLocale();
  const visitTypeName = useVisitTypeName();
  // In the reader's language when the doctor named it in theirs; isolated, as it may be in another script.
  const name = <bdi>{visitTypeName(service.name, service.names)}</bdi>;
  return (
    <li className="dp-card dp-item">
      <h3 className="dp-item__title">{name}</h3>
      {service.description ? <p className="dp-item__text">{service.description}</p> : null}
      <dl className="dp-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'DOCTOR_SERVICES.FIELDS.PRICE' })}</dt>
          <dd>{formatFee(service.price, locale)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'DOCTOR_SERVICES.FIELDS.DURATION' })}</dt>
          <dd>
            {intl.formatNumber(service.durationMinutes, {
              style: 'unit',
              unit: 'minute',
              unitDisplay: 'long',
            })}
          </dd>
        </div>
      </dl>
      <div className="dp-actions">
        <button type="button" className="form-button" onClick={onEdit}>
          {intl.formatMessage({ id: 'DOCTOR_SERVICES.EDIT' }, { name })}
        </button>
        <button type="button" className="form-button" data-tone="danger" onClick={onDelete}>
          {intl.formatMessage({ id: 'DOCTOR_SERVICES.DELETE' }, { name })}
        </button>
      </div>
    </li>
  );
}

function ServiceFields({ form }: { form: ReturnType<typeof useForm<ServiceValues>> }) {
  const intl = useIntl();
  const hint = intl.formatMessage({ id: 'DOCTOR_SERVICES.FIELDS.NAMES_HINT' });
  return (
    <div className="dp-form-grid">
      <TextField {...form.fieldProps('name')} required />
      <TextField {...form.fieldProps('nameEn')} hint={hint} lang="en" dir="ltr" />
      <TextField {...form.fieldProps('nameAr')} hint={hint} lang="ar" dir="rtl" />
      <FeeField {...form.fieldProps('price')} />
      <NumberField {...form.fieldProps('durationMinutes')} min={5} max={480} required />
      <TextAreaField {...form.fieldProps('description')} rows={3} />
    </div>
  );
}

function CreateServiceSection() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  // The card's error summary says why a save failed.
  const createService = useCreateService({ meta: { errorToast: false } });
  const form = useForm({
    idPrefix: 'service-new',
    initialValues: EMPTY_SERVICE,
    labels: SERVICE_LABELS,
    validate: validateService,
  });
  return (
    <SettingsCard
      headingId="dp-service-new-title"
      title={text('DOCTOR_SERVICES.NEW_TITLE')}
      className="dp-card"
      titleClassName="dp-section-title"
      form={form}
      submitLabel={text('DOCTOR_SERVICES.CREATE')}
      save={async (values) => {
        await createService.mutateAsync(serviceBody(values));
        return EMPTY_SERVICE;
      }}
      messageOf={(error) => errorMessageId(error, {}, 'ERRORS.SAVE_FAILED')}
      savedToast={text('DOCTOR_SERVICES.CREATED')}
    >
      <ServiceFields form={form} />
    </SettingsCard>
  );
}

function EditServiceForm({ service, onDone }: { service: Service; onDone: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  // The form's error summary says why a save failed.
  const updateService = useUpdateService({ meta: { errorToast: false } });
  const form = useForm({
    idPrefix: 'service-edit',
    initialValues: serviceValuesOf(service),
    labels: SERVICE_LABELS,
    validate: validateService,
  });
  const onSubmit = form.handleSubmit(
    async (values) => {
      await updateService.mutateAsync({ id: service._id, service: serviceBody(values) });
      toasts.success(text('DOCTOR_SERVICES.UPDATED'));
      onDone();
    },
    (error) => errorMessageId(error, {}, 'ERRORS.SAVE_FAILED'),
  );
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={text('DOCTOR_SERVICES.SAVE')}
      secondaryAction={
        <button type="button" className="form-button" onClick={onDone}>
          {text('DOCTOR_SERVICES.CANCEL')}
        </button>
      }
      summaryHeadingLevel={3}
    >
      <ServiceFields form={form} />
    </Form>
  );
}

function DeleteServiceForm({ service, onDone }: { service: Service; onDone: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  const deleteService = useDeleteService({
    meta: { errorToast: { message: 'ERRORS.DELETE_FAILED', values: { item: text('DOCTOR_SERVICES.ITEM') } } },
  });
  return (
    <ConfirmActions
      confirmLabel={text('DOCTOR_SERVICES.CONFIRM_DELETE')}
      pending={deleteService.isPending}
      onCancel={onDone}
      onConfirm={() =>
        deleteService.mutate(service, {
          onSuccess: () => {
            toasts.success(text('DOCTOR_SERVICES.DELETED'));
            onDone();
          },
        })
      }
    />
  );
}
