import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAdminDoctors, useUpdateDoctorBooleanInfo, useUserById } from '@tabib/hooks';
import type { components } from '@tabib/sdk';

import { CheckboxList } from '../../forms/CheckboxList';
import { ConfirmActions } from '../../forms/ConfirmActions';
import { Dialog } from '../../forms/Dialog';
import { useCatalogNames } from '../../i18n/catalogNames';
import { doctorName } from '../../i18n/localizedNames';
import { doctorFiltersFromSearch, doctorsParamsOf } from './adminFilters';
import { aboutDoctor } from './doctorSentences';
import { DialogError, RowDialogButton, useDialogChange } from './adminDialogParts';
import { TeleconsultationDerogation } from './TeleconsultationDerogation';
import {
  FilterSelect,
  ListEmpty,
  ListFilters,
  PagedTable,
  SearchBox,
  useListFilters,
  yesNoOptions,
} from './adminListParts';

type AdminDoctorRow = components['schemas']['AdminDoctorRow'];
type DoctorFlags = components['schemas']['DoctorBooleanInfo'];

/** The practice flags an admin edits in a doctor's details (verified and active have their own buttons). */
const PRACTICE_FLAGS = [
  'cnamConvention',
  'cnamApci',
  'acceptsOnlinePayment',
  'teleconsultation',
  'showPhone',
] as const;
type PracticeFlag = (typeof PRACTICE_FLAGS)[number];

// spec/openapi.yaml updateDoctorBooleanInfo: 403 when the caller is not an admin, 404 for an unknown doctor.
const FLAG_ERRORS: Readonly<Record<string, string>> = {
  FORBIDDEN: 'ERRORS.NOT_AUTHORIZED',
  NOT_FOUND: 'ADMIN.DOCTORS.ERRORS.NOT_FOUND',
};

const DOCTOR_COLUMNS = [
  'ADMIN.DOCTORS.NAME',
  'ADMIN.DOCTORS.EMAIL',
  'ADMIN.DOCTORS.SPECIALTY',
  'ADMIN.DOCTORS.CITY',
  'ADMIN.DOCTORS.VERIFIED',
  'ADMIN.DOCTORS.ACTIVE',
  'ADMIN.DOCTORS.ACTIONS',
];

/** The list's yes/no filters: the two flags that decide whether patients can find a doctor. */
const VISIBILITY_FILTERS = [
  { name: 'verified', label: 'ADMIN.DOCTORS.VERIFIED' },
  { name: 'active', label: 'ADMIN.DOCTORS.ACTIVE' },
] as const;

/**
 * docs/decisions/018: every doctor, verified or not; unverify, activate and edit the boolean info flags
 * (verifying is the review queue's, docs/decisions/053).
 */
export default function DoctorsPage() {
  const intl = useIntl();
  const { filters, setFilter, setPage } = useListFilters(doctorFiltersFromSearch);
  const doctors = useAdminDoctors(doctorsParamsOf(filters), { meta: { errorToast: false } });
  const [details, setDetails] = useState<AdminDoctorRow | null>(null);
  const [confirming, setConfirming] = useState<{ doctor: AdminDoctorRow; action: VisibilityAction } | null>(
    null,
  );
  const filtered = filters.q !== '' || filters.verified !== 'all' || filters.active !== 'all';

  const all = intl.formatMessage({ id: 'ADMIN.DOCTORS.ALL' });
  const yesNo = yesNoOptions(
    intl.formatMessage({ id: 'ADMIN.DOCTORS.YES' }),
    intl.formatMessage({ id: 'ADMIN.DOCTORS.NO' }),
  );

  return (
    <div className="ap-page">
      <h1 className="ap-title">{intl.formatMessage({ id: 'ADMIN.DOCTORS.TITLE' })}</h1>
      <p className="ap-hint">{intl.formatMessage({ id: 'ADMIN.DOCTORS.SEARCH_HINT' })}</p>

      <ListFilters label={intl.formatMessage({ id: 'ADMIN.DOCTORS.FILTERS' })}>
        <SearchBox
          id="ap-doctors-q"
          label={intl.formatMessage({ id: 'ADMIN.DOCTORS.SEARCH' })}
          value={filters.q}
          onSearch={(text) => setFilter('q', text, { replace: true })}
        />
        {VISIBILITY_FILTERS.map(({ name, label }) => (
          <FilterSelect
            key={name}
            id={`ap-doctors-${name}`}
            label={intl.formatMessage({ id: label })}
            value={filters[name]}
            allLabel={all}
            options={yesNo}
            onChange={(value) => setFilter(name, value)}
          />
        ))}
      </ListFilters>

      <PagedTable
        query={doctors}
        page={filters.page}
        onPage={setPage}
        labels={{ loading: 'ADMIN.DOCTORS.LOADING', item: 'ADMIN.DOCTORS.ITEMS' }}
        count="ADMIN.DOCTORS.COUNT"
        empty={<ListEmpty filtered={filtered} empty="ADMIN.DOCTORS.EMPTY" />}
        caption={intl.formatMessage({ id: 'ADMIN.DOCTORS.TABLE' })}
        columns={DOCTOR_COLUMNS.map((id) => intl.formatMessage({ id }))}
      >
        {(rows) =>
          rows.map((doctor) => (
            <DoctorRow
              key={doctor._id}
              doctor={doctor}
              onAction={(action) => setConfirming({ doctor, action })}
              onDetails={() => setDetails(doctor)}
            />
          ))
        }
      </PagedTable>

      <Dialog
        open={details !== null}
        onClose={() => setDetails(null)}
        title={
          details ? intl.formatMessage({ id: 'ADMIN.DOCTORS.DETAILS_TITLE' }, { name: details.name }) : ''
        }
        description={
          details && !details.isVerified ? (
            <p>{aboutDoctor(intl, 'ADMIN.DOCTORS.NOT_LISTED', details)}</p>
          ) : null
        }
      >
        {details ? (
          <DoctorFlagsForm key={details._id} doctor={details} onDone={() => setDetails(null)} />
        ) : null}
      </Dialog>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={
          confirming
            ? intl.formatMessage(
                { id: VISIBILITY_TEXTS[confirming.action].title },
                { name: doctorName(confirming.doctor.name, intl.locale) },
              )
            : ''
        }
        description={
          confirming ? (
            <p>{aboutDoctor(intl, VISIBILITY_TEXTS[confirming.action].explain, confirming.doctor)}</p>
          ) : null
        }
      >
        {confirming ? (
          <ConfirmVisibility
            doctor={confirming.doctor}
            action={confirming.action}
            onDone={() => setConfirming(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

function YesNo({ value }: { value: boolean }) {
  const intl = useIntl();
  return (
    <span className="ap-flag" data-state={value ? 'on' : 'off'}>
      {intl.formatMessage({ id: value ? 'ADMIN.DOCTORS.YES' : 'ADMIN.DOCTORS.NO' })}
    </span>
  );
}

/**
 * What the unverify and activate buttons do: each changes whether patients can find the doctor. No
 * button verifies: a doctor is verified by approving their application and its proof in the review
 * queue (docs/decisions/053).
 */
type VisibilityAction = 'unverify' | 'activate' | 'deactivate';

const VISIBILITY_FLAGS: Record<VisibilityAction, DoctorFlags> = {
  unverify: { isVerified: false },
  activate: { isActive: true },
  deactivate: { isActive: false },
};

/** The button, the dialog's title and explanation, and the toast of each action. */
const VISIBILITY_TEXTS: Record<
  VisibilityAction,
  { button: string; title: string; explain: string; done: string }
> = {
  unverify: {
    button: 'ADMIN.DOCTORS.UNVERIFY',
    title: 'ADMIN.DOCTORS.CONFIRM.UNVERIFY_TITLE',
    explain: 'ADMIN.DOCTORS.CONFIRM.HIDE_EXPLAIN',
    done: 'ADMIN.DOCTORS.UNVERIFIED_DONE',
  },
  activate: {
    button: 'ADMIN.DOCTORS.ACTIVATE',
    title: 'ADMIN.DOCTORS.CONFIRM.ACTIVATE_TITLE',
    explain: 'ADMIN.DOCTORS.CONFIRM.ACTIVATE_EXPLAIN',
    done: 'ADMIN.DOCTORS.ACTIVATED_DONE',
  },
  deactivate: {
    button: 'ADMIN.DOCTORS.DEACTIVATE',
    title: 'ADMIN.DOCTORS.CONFIRM.DEACTIVATE_TITLE',
    explain: 'ADMIN.DOCTORS.CONFIRM.HIDE_EXPLAIN',
    done: 'ADMIN.DOCTORS.DEACTIVATED_DONE',
  },
};

/** One doctor: its unverify and activate buttons open the confirmation of that change. */
function DoctorRow({
  doctor,
  onAction,
  onDetails,
}: {
  doctor: AdminDoctorRow;
  onAction: (action: VisibilityAction) => void;
  onDetails: () => void;
}) {
  const intl = useIntl();
  const names = useCatalogNames();
  const button = (action: VisibilityAction) => (
    <RowDialogButton
      label={intl.formatMessage({ id: VISIBILITY_TEXTS[action].button })}
      row={doctorName(doctor.name, intl.locale)}
      onClick={() => onAction(action)}
    />
  );

  return (
    <tr>
      <th scope="row" dir="auto">
        {doctorName(doctor.name, intl.locale)}
      </th>
      <td className="ap-nowrap">{doctor.email}</td>
      <td dir="auto">{doctor.specialty ? names.specialty(doctor.specialty._id) : '—'}</td>
      <td dir="auto">{doctor.city ? names.city(doctor.city) : '—'}</td>
      <td>
        <YesNo value={doctor.isVerified} />
      </td>
      <td>
        <YesNo value={doctor.isActive} />
      </td>
      <td>
        <div className="ap-row-actions">
          {doctor.isVerified ? (
            button('unverify')
          ) : (
            <Link className="form-button ap-small" data-tone="primary" to="/admin/applications">
              {intl.formatMessage({ id: 'ADMIN.DOCTORS.REVIEW' })}
              <span className="tabib-visually-hidden"> — {doctorName(doctor.name, intl.locale)}</span>
            </Link>
          )}
          {button(doctor.isActive ? 'deactivate' : 'activate')}
          <RowDialogButton
            label={intl.formatMessage({ id: 'ADMIN.DOCTORS.DETAILS' })}
            row={doctorName(doctor.name, intl.locale)}
            onClick={onDetails}
          />
        </div>
      </td>
    </tr>
  );
}

/** The confirmation's buttons; the change ends with a toast, a refusal stays in the dialog. */
function ConfirmVisibility({
  doctor,
  action,
  onDone,
}: {
  doctor: AdminDoctorRow;
  action: VisibilityAction;
  onDone: () => void;
}) {
  const intl = useIntl();
  // A refusal stays in the dialog (DialogError).
  const update = useUpdateDoctorBooleanInfo({ meta: { errorToast: false } });
  const change = useDialogChange(FLAG_ERRORS, onDone);
  const hides = action === 'unverify' || action === 'deactivate';

  const confirm = () => {
    if (update.isPending) return;
    void change.run(
      // Settles once the list has been read again, so the row shows the new state.
      () => update.mutateAsync({ id: doctor._id, flags: VISIBILITY_FLAGS[action] }),
      aboutDoctor(intl, VISIBILITY_TEXTS[action].done, doctor),
    );
  };

  return (
    <>
      <DialogError message={change.error} />
      <ConfirmActions
        confirmLabel={intl.formatMessage({ id: VISIBILITY_TEXTS[action].button })}
        pending={update.isPending}
        tone={hides ? 'danger' : 'primary'}
        onConfirm={confirm}
        onCancel={onDone}
      />
    </>
  );
}

const FLAG_LABELS: Record<PracticeFlag, string> = {
  cnamConvention: 'ADMIN.DOCTORS.FLAGS.CNAM_CONVENTION',
  cnamApci: 'ADMIN.DOCTORS.FLAGS.CNAM_APCI',
  acceptsOnlinePayment: 'ADMIN.DOCTORS.FLAGS.ONLINE_PAYMENT',
  teleconsultation: 'ADMIN.DOCTORS.FLAGS.TELECONSULTATION',
  showPhone: 'ADMIN.DOCTORS.FLAGS.SHOW_PHONE',
};

/** The doctor's practice flags, read from their user record (the list row does not carry them). */
function DoctorFlagsForm({ doctor, onDone }: { doctor: AdminDoctorRow; onDone: () => void }) {
  const intl = useIntl();
  const user = useUserById(doctor._id, { meta: { errorToast: false } });
  const update = useUpdateDoctorBooleanInfo({ meta: { errorToast: false } });
  const change = useDialogChange(FLAG_ERRORS, onDone);
  const [edited, setEdited] = useState<Partial<Record<PracticeFlag, boolean>>>({});
  const profile = user.data?.doctor ?? null;

  if (user.isPending) {
    return (
      <p className="ap-status" role="status">
        {intl.formatMessage({ id: 'ADMIN.DOCTORS.LOADING' })}
      </p>
    );
  }
  if (profile === null) {
    return (
      <>
        <p className="ap-error" role="alert">
          {intl.formatMessage(
            { id: 'ERRORS.LOAD_FAILED' },
            { item: intl.formatMessage({ id: 'ADMIN.DOCTORS.FLAGS.ITEM' }) },
          )}
        </p>
        <div className="form-actions">
          <button type="button" className="form-button" onClick={onDone}>
            {intl.formatMessage({ id: 'ADMIN.DOCTORS.CLOSE' })}
          </button>
        </div>
      </>
    );
  }

  const valueOf = (flag: PracticeFlag) => edited[flag] ?? profile[flag];
  const changed = PRACTICE_FLAGS.filter((flag) => valueOf(flag) !== profile[flag]);

  return (
    <form
      className="form-stack"
      onSubmit={async (event) => {
        event.preventDefault();
        if (update.isPending) return;
        if (changed.length === 0) {
          onDone();
          return;
        }
        await change.run(
          () =>
            update.mutateAsync({
              id: doctor._id,
              flags: Object.fromEntries(changed.map((flag) => [flag, valueOf(flag)])),
            }),
          intl.formatMessage(
            { id: 'ADMIN.DOCTORS.FLAGS.SAVED' },
            { name: doctorName(doctor.name, intl.locale) },
          ),
        );
      }}
    >
      <DialogError message={change.error} />
      <fieldset className="ap-fieldset">
        <legend>{intl.formatMessage({ id: 'ADMIN.DOCTORS.FLAGS.LEGEND' })}</legend>
        <CheckboxList
          options={PRACTICE_FLAGS.map((flag) => ({
            name: flag,
            label: intl.formatMessage({ id: FLAG_LABELS[flag] }),
          }))}
          isChecked={valueOf}
          onChange={(flag, checked) => setEdited({ ...edited, [flag]: checked })}
        />
      </fieldset>
      <TeleconsultationDerogation doctor={doctor} />
      <ConfirmActions
        confirmLabel={intl.formatMessage({ id: 'ADMIN.DOCTORS.FLAGS.SAVE' })}
        pending={update.isPending}
        tone="primary"
        onCancel={onDone}
      />
    </form>
  );
}
