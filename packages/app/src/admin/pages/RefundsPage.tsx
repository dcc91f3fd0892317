import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, useAdminRefunds, useCompleteAdminRefund, useLocale } from '@tabib/hooks';
import type { components } from '@tabib/sdk';
import { appointmentCardMessages, formatFee } from '@tabib/ui';

import { ConfirmActions } from '../../forms/ConfirmActions';
import { Dialog } from '../../forms/Dialog';
import { TextField } from '../../forms/Field';
import { doctorName } from '../../i18n/localizedNames';
import { REFUND_STATUSES, refundFiltersFromSearch, refundsParamsOf, type RefundStatus } from './adminFilters';
import { DialogError, RowDialogButton, useDialogChange } from './adminDialogParts';
import { ListTable, useAdminDates, useListFilters } from './adminListParts';
import { ChoiceListPage, type ChoiceListMessages } from './ChoiceListPage';

type AdminRefundRow = components['schemas']['AdminRefundRow'];

const STATUS_LABELS: Record<RefundStatus, string> = {
  requested: 'ADMIN.REFUNDS.STATUS.REQUESTED',
  processing: 'ADMIN.REFUNDS.STATUS.PROCESSING',
  refunded: 'ADMIN.REFUNDS.STATUS.REFUNDED',
  failed: 'ADMIN.REFUNDS.STATUS.FAILED',
};

/** How each status is marked (`data-state` of the shared flag style): what waits for an admin stands out. */
const STATUS_STATES: Record<RefundStatus, 'on' | 'pending' | 'alert'> = {
  requested: 'pending',
  processing: 'pending',
  refunded: 'on',
  failed: 'alert',
};

const CAUSE_LABELS: Record<AdminRefundRow['cause'], string> = {
  patient_cancelled: 'ADMIN.REFUNDS.CAUSE.PATIENT_CANCELLED',
  practice_cancelled: 'ADMIN.REFUNDS.CAUSE.PRACTICE_CANCELLED',
  admin_cancelled: 'ADMIN.REFUNDS.CAUSE.ADMIN_CANCELLED',
  paid_after_cancellation: 'ADMIN.REFUNDS.CAUSE.PAID_AFTER_CANCELLATION',
};

const COLUMNS = [
  'ADMIN.REFUNDS.COLUMNS.REQUESTED',
  'ADMIN.REFUNDS.COLUMNS.PATIENT',
  'ADMIN.REFUNDS.COLUMNS.DOCTOR',
  'ADMIN.REFUNDS.COLUMNS.RDV',
  'ADMIN.REFUNDS.COLUMNS.AMOUNT',
  'ADMIN.REFUNDS.COLUMNS.CAUSE',
  'ADMIN.REFUNDS.COLUMNS.STATUS',
  'ADMIN.REFUNDS.COLUMNS.ACTIONS',
];

// spec/openapi.yaml completeAdminRefund: 409 INVALID_TRANSITION when it is no longer waiting for an admin.
const COMPLETE_ERRORS: Readonly<Record<string, string>> = {
  INVALID_TRANSITION: 'ADMIN.REFUNDS.ERRORS.ALREADY_DONE',
  NOT_FOUND: 'ADMIN.REFUNDS.ERRORS.NOT_FOUND',
};

/** What an admin completes by hand: Paymee's refunds (no refund API) and the ones a provider refused. */
const waitsForAdmin = (refund: AdminRefundRow) => refund.status === 'requested' || refund.status === 'failed';

const MESSAGES: ChoiceListMessages = {
  title: 'ADMIN.REFUNDS.TITLE',
  intro: 'ADMIN.REFUNDS.INTRO',
  filters: 'ADMIN.REFUNDS.FILTERS',
  all: 'ADMIN.REFUNDS.ALL',
  loading: 'ADMIN.REFUNDS.LOADING',
  items: 'ADMIN.REFUNDS.ITEMS',
  empty: 'ADMIN.REFUNDS.EMPTY',
  emptyFiltered: 'ADMIN.REFUNDS.EMPTY_FILTERED',
  count: 'ADMIN.REFUNDS.COUNT',
};

/**
 * docs/decisions/035: the refunds of online payments, newest first, by status; an admin who paid one
 * back outside Tabib marks it refunded, after confirming.
 */
export default function RefundsPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const list = useListFilters(refundFiltersFromSearch);
  const refunds = useAdminRefunds(refundsParamsOf(list.filters), { meta: { errorToast: false } });
  const [pending, setPending] = useState<AdminRefundRow | null>(null);

  return (
    <ChoiceListPage
      messages={MESSAGES}
      choice={{
        id: 'ap-refunds-status',
        name: 'status',
        label: 'ADMIN.REFUNDS.STATUS_FILTER',
        values: REFUND_STATUSES,
        labels: STATUS_LABELS,
      }}
      list={list}
      query={refunds}
      after={
        <Dialog
          open={pending !== null}
          onClose={() => setPending(null)}
          title={text('ADMIN.REFUNDS.COMPLETE_TITLE')}
          description={pending ? <CompleteDescription refund={pending} /> : null}
        >
          {pending ? (
            <ConfirmCompletion
              key={pending._id}
              refund={pending}
              onDone={() => setPending(null)}
              onStale={() => void refunds.refetch()}
            />
          ) : null}
        </Dialog>
      }
    >
      {(rows) => (
        <ListTable
          caption={text('ADMIN.REFUNDS.TABLE')}
          columns={COLUMNS.map(text)}
          busy={refunds.isFetching}
        >
          {rows.map((refund) => (
            <RefundRow key={refund._id} refund={refund} onComplete={() => setPending(refund)} />
          ))}
        </ListTable>
      )}
    </ChoiceListPage>
  );
}

function RefundRow({ refund, onComplete }: { refund: AdminRefundRow; onComplete: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const dates = useAdminDates();
  const text = (id: string) => intl.formatMessage({ id });
  const rdvStatus = appointmentCardMessages[locale].status[refund.rdv.status];

  return (
    <tr data-refund={refund.status}>
      <th scope="row" className="ap-nowrap">
        <time dateTime={refund.requestedAt}>{dates.dateTime(refund.requestedAt)}</time>
      </th>
      <td>
        <bdi>{refund.patient.name}</bdi>
        <br />
        <bdi dir="ltr">{refund.patient.email}</bdi>
      </td>
      <td>
        <bdi>{doctorName(refund.doctor.name, locale)}</bdi>
      </td>
      <td className="ap-nowrap">
        <time dateTime={refund.rdv.date}>{dates.dateTime(refund.rdv.date)}</time>
        <br />
        {rdvStatus}
      </td>
      <td className="ap-nowrap">
        <bdi>{formatFee(refund.amount, locale)}</bdi>
      </td>
      <td>{text(CAUSE_LABELS[refund.cause])}</td>
      <td>
        <span className="ap-flag" data-state={STATUS_STATES[refund.status]}>
          {text(STATUS_LABELS[refund.status])}
        </span>
        {refund.completedAt ? (
          <>
            <br />
            <time dateTime={refund.completedAt}>{dates.dateTime(refund.completedAt)}</time>
          </>
        ) : null}
        {refund.reference ? (
          <>
            <br />
            <bdi dir="ltr">{refund.reference}</bdi>
          </>
        ) : null}
        {refund.failure ? (
          <>
            <br />
            <bdi>{refund.failure}</bdi>
          </>
        ) : null}
      </td>
      <td>
        {waitsForAdmin(refund) ? (
          <RowDialogButton
            label={text('ADMIN.REFUNDS.COMPLETE')}
            row={refund.patient.name}
            onClick={onComplete}
          />
        ) : null}
      </td>
    </tr>
  );
}

function CompleteDescription({ refund }: { refund: AdminRefundRow }) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <p>
      {intl.formatMessage(
        { id: 'ADMIN.REFUNDS.COMPLETE_CONFIRM' },
        {
          amount: <bdi key="amount">{formatFee(refund.amount, locale)}</bdi>,
          patient: <bdi key="patient">{refund.patient.name}</bdi>,
        },
      )}
    </p>
  );
}

interface ConfirmCompletionProps {
  refund: AdminRefundRow;
  onDone: () => void;
  /** The refund changed meanwhile (409): the list shown is out of date. */
  onStale: () => void;
}

/** The dialog's form: an optional reference of the transfer, then the confirmation; a refusal stays in it. */
function ConfirmCompletion({ refund, onDone, onStale }: ConfirmCompletionProps) {
  const intl = useIntl();
  // A refusal stays in the dialog (DialogError).
  const complete = useCompleteAdminRefund({ meta: { errorToast: false } });
  const change = useDialogChange(COMPLETE_ERRORS, onDone);
  const [reference, setReference] = useState('');
  const text = (id: string) => intl.formatMessage({ id });

  const send = async () => {
    const trimmed = reference.trim();
    try {
      await complete.mutateAsync({ id: refund._id, ...(trimmed !== '' && { reference: trimmed }) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) onStale();
      throw failure;
    }
  };
  const confirm = () => {
    if (complete.isPending) return;
    void change.run(
      send,
      intl.formatMessage({ id: 'ADMIN.REFUNDS.COMPLETED_DONE' }, { name: refund.patient.name }),
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <TextField
        id="ap-refund-reference"
        label={text('ADMIN.REFUNDS.REFERENCE')}
        hint={text('ADMIN.REFUNDS.REFERENCE_HINT')}
        value={reference}
        maxLength={100}
        dir="ltr"
        onChange={(event) => setReference(event.target.value)}
      />
      <DialogError message={change.error} />
      <ConfirmActions
        confirmLabel={text('ADMIN.REFUNDS.COMPLETE')}
        pending={complete.isPending}
        tone="primary"
        onCancel={onDone}
      />
    </form>
  );
}
