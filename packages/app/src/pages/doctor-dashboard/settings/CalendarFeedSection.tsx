import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCalendarFeed, useChangeCalendarFeed, useToasts } from '@tabib/hooks';

import { Dialog } from '../../../forms/Dialog';

type FeedAction = 'rotate' | 'revoke';

const CONFIRM_TITLES: Record<FeedAction, string> = {
  rotate: 'DOCTOR_SETTINGS.CALENDAR.ROTATE_TITLE',
  revoke: 'DOCTOR_SETTINGS.CALENDAR.REVOKE_TITLE',
};
const CONFIRM_TEXTS: Record<FeedAction, string> = {
  rotate: 'DOCTOR_SETTINGS.CALENDAR.ROTATE_TEXT',
  revoke: 'DOCTOR_SETTINGS.CALENDAR.REVOKE_TEXT',
};
const CONFIRM_LABELS: Record<FeedAction, string> = {
  rotate: 'DOCTOR_SETTINGS.CALENDAR.ROTATE',
  revoke: 'DOCTOR_SETTINGS.CALENDAR.REVOKE',
};
const DONE_TOASTS: Record<FeedAction, string> = {
  rotate: 'DOCTOR_SETTINGS.CALENDAR.CREATED',
  revoke: 'DOCTOR_SETTINGS.CALENDAR.REVOKED',
};

/**
 * The doctor's agenda as a private calendar subscription (docs/decisions/028-calendars.md): create
 * the address, copy it into Google, Apple or Outlook calendars, replace it or revoke it. Replacing or
 * revoking stops every calendar subscribed to the old address, so both ask first.
 */
export function CalendarFeedSection() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  const feed = useCalendarFeed({ meta: { errorToast: false } });
  const change = useChangeCalendarFeed({ meta: { errorToast: { message: 'ERRORS.SAVE_FAILED' } } });
  const [confirming, setConfirming] = useState<FeedAction | null>(null);
  const headingId = useId();
  const urlId = useId();
  const url = feed.data?.url ?? null;

  const run = (action: FeedAction) =>
    change.mutate(action, {
      onSuccess: () => toasts.success(text(DONE_TOASTS[action])),
      onSettled: () => setConfirming(null),
    });

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toasts.success(text('DOCTOR_SETTINGS.CALENDAR.COPIED'));
    } catch {
      toasts.error(text('DOCTOR_SETTINGS.CALENDAR.COPY_FAILED'));
    }
  };

  return (
    <section className="dp-card" aria-labelledby={headingId} aria-busy={feed.isPending}>
      <h2 id={headingId} className="dp-section-title">
        {text('DOCTOR_SETTINGS.CALENDAR.TITLE')}
      </h2>
      <p>{text('DOCTOR_SETTINGS.CALENDAR.INTRO')}</p>
      {feed.isPending ? (
        <p className="dp-status" role="status">
          {text('DOCTOR_SETTINGS.CALENDAR.LOADING')}
        </p>
      ) : feed.isError ? (
        <p className="form-message" role="alert">
          {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('DOCTOR_SETTINGS.CALENDAR.ITEM') })}
        </p>
      ) : url === null ? (
        <div className="dp-actions">
          <button
            type="button"
            className="form-button"
            data-tone="primary"
            aria-disabled={change.isPending}
            onClick={() => run('rotate')}
          >
            {text('DOCTOR_SETTINGS.CALENDAR.CREATE')}
          </button>
        </div>
      ) : (
        <>
          <div className="form-field">
            <label className="form-field__label" htmlFor={urlId}>
              {text('DOCTOR_SETTINGS.CALENDAR.URL')}
            </label>
            <input
              id={urlId}
              className="form-field__control"
              dir="ltr"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="dp-actions">
            <button type="button" className="form-button" data-tone="primary" onClick={() => void copy(url)}>
              {text('DOCTOR_SETTINGS.CALENDAR.COPY')}
            </button>
            <button type="button" className="form-button" onClick={() => setConfirming('rotate')}>
              {text(CONFIRM_LABELS.rotate)}
            </button>
            <button
              type="button"
              className="form-button"
              data-tone="danger"
              onClick={() => setConfirming('revoke')}
            >
              {text(CONFIRM_LABELS.revoke)}
            </button>
          </div>
        </>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? text(CONFIRM_TITLES[confirming]) : ''}
        description={confirming ? <p>{text(CONFIRM_TEXTS[confirming])}</p> : null}
      >
        <div className="form-actions">
          <button type="button" className="form-button" onClick={() => setConfirming(null)}>
            {text('DOCTOR_SETTINGS.CALENDAR.KEEP')}
          </button>
          <button
            type="button"
            className="form-button"
            data-tone="danger"
            aria-disabled={change.isPending}
            onClick={() => confirming && run(confirming)}
          >
            {confirming ? text(CONFIRM_LABELS[confirming]) : ''}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
