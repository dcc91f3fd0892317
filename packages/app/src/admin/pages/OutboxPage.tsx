import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useOutbox } from '@tabib/hooks';
import type { components } from '@tabib/sdk';

import { OUTBOX_STATUSES, outboxFiltersFromSearch, outboxParamsOf, type OutboxStatus } from './adminFilters';
import { useAdminDates, useListFilters } from './adminListParts';
import { ChoiceListPage, type ChoiceListMessages } from './ChoiceListPage';

type OutboxMessage = components['schemas']['OutboxMessage'];

const STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'ADMIN.OUTBOX.STATUS.PENDING',
  sent: 'ADMIN.OUTBOX.STATUS.SENT',
  failed: 'ADMIN.OUTBOX.STATUS.FAILED',
  dropped: 'ADMIN.OUTBOX.STATUS.DROPPED',
};

const KIND_LABELS: Record<OutboxMessage['kind'], string> = {
  confirmation: 'ADMIN.OUTBOX.KIND.CONFIRMATION',
  change: 'ADMIN.OUTBOX.KIND.CHANGE',
  cancellation: 'ADMIN.OUTBOX.KIND.CANCELLATION',
  reminder: 'ADMIN.OUTBOX.KIND.REMINDER',
  waitlist_offer: 'ADMIN.OUTBOX.KIND.WAITLIST_OFFER',
  secretary_invitation: 'ADMIN.OUTBOX.KIND.SECRETARY_INVITATION',
  doctor_application: 'ADMIN.OUTBOX.KIND.DOCTOR_APPLICATION',
};

const CHANNEL_LABELS: Record<OutboxMessage['channel'], string> = {
  email: 'ADMIN.OUTBOX.CHANNEL.EMAIL',
  sms: 'ADMIN.OUTBOX.CHANNEL.SMS',
};

const LANGUAGE_LABELS: Record<OutboxMessage['locale'], string> = {
  fr: 'ADMIN.OUTBOX.LANGUAGES.FR',
  en: 'ADMIN.OUTBOX.LANGUAGES.EN',
  ar: 'ADMIN.OUTBOX.LANGUAGES.AR',
};

const MESSAGES: ChoiceListMessages = {
  title: 'ADMIN.OUTBOX.TITLE',
  intro: 'ADMIN.OUTBOX.INTRO',
  filters: 'ADMIN.OUTBOX.FILTERS',
  all: 'ADMIN.OUTBOX.ALL',
  loading: 'ADMIN.OUTBOX.LOADING',
  items: 'ADMIN.OUTBOX.ITEMS',
  empty: 'ADMIN.OUTBOX.EMPTY',
  emptyFiltered: 'ADMIN.OUTBOX.EMPTY_FILTERED',
  count: 'ADMIN.OUTBOX.COUNT',
};

/** spec/openapi.yaml listOutbox: the e-mails and SMS queued for patients, newest first, by status. */
export default function OutboxPage() {
  const list = useListFilters(outboxFiltersFromSearch);
  const outbox = useOutbox(outboxParamsOf(list.filters), { meta: { errorToast: false } });

  return (
    <ChoiceListPage
      messages={MESSAGES}
      choice={{
        id: 'ap-outbox-status',
        name: 'status',
        label: 'ADMIN.OUTBOX.STATUS_FILTER',
        values: OUTBOX_STATUSES,
        labels: STATUS_LABELS,
      }}
      list={list}
      query={outbox}
    >
      {(messages) => (
        <ol className="ap-entries">
          {messages.map((message) => (
            <li key={message._id}>
              <OutboxCard message={message} />
            </li>
          ))}
        </ol>
      )}
    </ChoiceListPage>
  );
}

function OutboxCard({ message }: { message: OutboxMessage }) {
  const intl = useIntl();
  const dates = useAdminDates();
  const titleId = useId();

  return (
    <article className="ap-card" aria-labelledby={titleId} data-status={message.status}>
      <h2 id={titleId} className="ap-card__title" dir="auto">
        {message.subject ?? intl.formatMessage({ id: 'ADMIN.OUTBOX.NO_SUBJECT' })}
      </h2>
      <dl className="ap-meta">
        <div>
          <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.TO' })}</dt>
          <dd className="ap-nowrap" dir="ltr">
            {message.to}
          </dd>
        </div>
        {message.rdvDate !== null ? (
          <div>
            <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.RDV' })}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'ADMIN.OUTBOX.RDV_VALUE' },
                {
                  date: <time dateTime={message.rdvDate}>{dates.dateTime(message.rdvDate)}</time>,
                  doctor: <bdi>{message.doctorName}</bdi>,
                },
              )}
            </dd>
          </div>
        ) : message.doctorName !== null ? (
          <div>
            <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.DOCTOR' })}</dt>
            <dd>
              <bdi>{message.doctorName}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.CHANNEL_LABEL' })}</dt>
          <dd>{intl.formatMessage({ id: CHANNEL_LABELS[message.channel] })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.KIND_LABEL' })}</dt>
          <dd>{intl.formatMessage({ id: KIND_LABELS[message.kind] })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.STATUS_LABEL' })}</dt>
          <dd>
            <span className="ap-flag" data-state={message.status === 'failed' ? 'alert' : message.status}>
              {intl.formatMessage({ id: STATUS_LABELS[message.status] })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.CREATED' })}</dt>
          <dd>
            <time dateTime={message.createdAt}>{dates.dateTime(message.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.LANGUAGE' })}</dt>
          <dd>{intl.formatMessage({ id: LANGUAGE_LABELS[message.locale] })}</dd>
        </div>
        {message.status === 'pending' ? (
          <div>
            <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.SCHEDULED' })}</dt>
            <dd>
              <time dateTime={message.runAt}>{dates.dateTime(message.runAt)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.SENT' })}</dt>
          <dd>
            {message.sentAt ? (
              <time dateTime={message.sentAt}>{dates.dateTime(message.sentAt)}</time>
            ) : (
              intl.formatMessage({ id: 'ADMIN.OUTBOX.NOT_SENT' })
            )}
          </dd>
        </div>
        {message.lastError ? (
          <div>
            <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.LAST_ERROR' })}</dt>
            <dd dir="auto">
              {intl.formatMessage({ id: 'ADMIN.OUTBOX.ATTEMPTS' }, { count: message.attempts })} —{' '}
              {message.lastError}
            </dd>
          </div>
        ) : null}
        {message.invitationUrl ? (
          <div>
            <dt>{intl.formatMessage({ id: 'ADMIN.OUTBOX.INVITATION_LINK' })}</dt>
            <dd className="ap-break" dir="ltr">
              <a href={message.invitationUrl}>{message.invitationUrl}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      {message.text ? (
        <details className="ap-body">
          <summary>{intl.formatMessage({ id: 'ADMIN.OUTBOX.SHOW_BODY' })}</summary>
          <pre lang={message.locale} dir={message.locale === 'ar' ? 'rtl' : 'ltr'}>
            {message.text}
          </pre>
        </details>
      ) : (
        <p className="ap-muted">{intl.formatMessage({ id: 'ADMIN.OUTBOX.NO_BODY' })}</p>
      )}
    </article>
  );
}
