import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useLeaveWaitlist,
  useToasts,
  useUpdateWaitlistSettings,
  useWaitlist,
  useWaitlistSettings,
} from '@tabib/hooks';
import type { components } from '@tabib/sdk';

import { PhoneNumber } from '../../../components/PhoneNumber';
import { ConfirmActions } from '../../../forms/ConfirmActions';
import { Dialog } from '../../../forms/Dialog';
import { useWaitlistTimes } from '../../doctor/weekdays';

type WaitlistEntry = components['schemas']['WaitlistEntry'];

/**
 * The doctor's waiting list (docs/decisions/029-waitlist.md): on or off, and the patients waiting, in
 * the order freed slots are offered to them; the practice can take one off (after confirming).
 */
export function WaitlistQueueSection({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  const waitlistTimes = useWaitlistTimes();
  const settings = useWaitlistSettings(doctorId);
  const queue = useWaitlist({ doctor: doctorId }, { meta: { errorToast: false } });
  const update = useUpdateWaitlistSettings({ meta: { errorToast: { message: 'ERRORS.SAVE_FAILED' } } });
  const leave = useLeaveWaitlist({
    meta: { errorToast: { message: 'ERRORS.DELETE_FAILED', values: { item: text('WAITLIST.QUEUE_ITEM') } } },
  });
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const headingId = useId();
  const switchId = useId();
  const enabled = settings.data?.enabled ?? true;

  const toggle = (next: boolean) =>
    update.mutate(
      { doctor: doctorId, enabled: next },
      { onSuccess: () => toasts.success(text('WAITLIST.QUEUE_SAVED')) },
    );

  const remove = (entry: WaitlistEntry) =>
    leave.mutate(entry._id, {
      onSuccess: () => toasts.success(text('WAITLIST.QUEUE_REMOVED')),
      onSettled: () => setRemoving(null),
    });

  return (
    <section className="dp-card" aria-labelledby={headingId} aria-busy={queue.isPending}>
      <h2 id={headingId} className="dp-section-title">
        {text('WAITLIST.QUEUE_TITLE')}
      </h2>
      <p>{text('WAITLIST.INTRO')}</p>
      <label className="dp-check" htmlFor={switchId}>
        <input
          id={switchId}
          type="checkbox"
          checked={enabled}
          disabled={settings.isPending}
          aria-disabled={update.isPending}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span>{text('WAITLIST.QUEUE_ENABLED')}</span>
      </label>
      {queue.isPending ? (
        <p className="dp-status" role="status">
          {text('APP.LOADING')}
        </p>
      ) : queue.isError ? (
        <p className="form-message" role="alert">
          {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('WAITLIST.QUEUE_ITEM') })}
        </p>
      ) : queue.data.results.length === 0 ? (
        <p className="dp-status">{text('WAITLIST.QUEUE_EMPTY')}</p>
      ) : (
        <ol className="dp-list">
          {queue.data.results.map((entry) => (
            <li key={entry._id} className="dp-waitlist-entry">
              <div>
                <p className="dp-waitlist-entry__name">
                  <bdi>{entry.patient.name}</bdi>
                  {entry.patient.phone ? (
                    <>
                      {' · '}
                      <PhoneNumber phone={entry.patient.phone} />
                    </>
                  ) : null}
                </p>
                <p className="dp-waitlist-entry__when">
                  {intl.formatMessage({ id: 'WAITLIST.QUEUE_ENTRY' }, waitlistTimes(entry))}
                </p>
              </div>
              <button
                type="button"
                className="form-button"
                data-tone="danger"
                onClick={() => setRemoving(entry)}
              >
                {text('WAITLIST.QUEUE_REMOVE')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={
          removing
            ? intl.formatMessage({ id: 'WAITLIST.QUEUE_REMOVE_TITLE' }, { name: removing.patient.name })
            : ''
        }
        description={<p>{text('WAITLIST.QUEUE_REMOVE_TEXT')}</p>}
      >
        <ConfirmActions
          confirmLabel={text('WAITLIST.QUEUE_REMOVE')}
          cancelLabel={text('WAITLIST.QUEUE_KEEP')}
          pending={leave.isPending}
          onConfirm={() => removing && remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      </Dialog>
    </section>
  );
}
