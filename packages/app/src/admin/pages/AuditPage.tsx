import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAuditLog } from '@tabib/hooks';
import type { components } from '@tabib/sdk';

import { AUDIT_ENTITIES, auditFiltersFromSearch, auditParamsOf, type AuditEntity } from './adminFilters';
import { useAdminDates, useListFilters } from './adminListParts';
import { ChoiceListPage, type ChoiceListMessages } from './ChoiceListPage';
import { auditActionMessageId, auditDiff, auditValue } from './auditDiff';

type AuditEntry = components['schemas']['AuditEntry'];

/** The actions the server records (`<entity>.<verb>`), each with its label under ADMIN.AUDIT.ACTION. */
const KNOWN_ACTIONS: ReadonlySet<string> = new Set([
  'doctor.update',
  'doctor.profile',
  'user.block',
  'user.unblock',
  'user.role',
  'specialty.create',
  'specialty.update',
  'article.create',
  'article.update',
  'rdv.cancel',
  'question.close',
  'question.reopen',
  'question.delete',
  'workingHours.create',
  'workingHours.update',
  'secretary.remove',
  'refund.complete',
]);

const ENTITY_LABELS: Record<AuditEntity, string> = {
  doctor: 'ADMIN.AUDIT.ENTITY.DOCTOR',
  user: 'ADMIN.AUDIT.ENTITY.USER',
  specialty: 'ADMIN.AUDIT.ENTITY.SPECIALTY',
  article: 'ADMIN.AUDIT.ENTITY.ARTICLE',
  rdv: 'ADMIN.AUDIT.ENTITY.RDV',
  question: 'ADMIN.AUDIT.ENTITY.QUESTION',
  workingHours: 'ADMIN.AUDIT.ENTITY.WORKING_HOURS',
  secretary: 'ADMIN.AUDIT.ENTITY.SECRETARY',
  refund: 'ADMIN.AUDIT.ENTITY.REFUND',
};

const MESSAGES: ChoiceListMessages = {
  title: 'ADMIN.AUDIT.TITLE',
  intro: 'ADMIN.AUDIT.INTRO',
  filters: 'ADMIN.AUDIT.FILTERS',
  all: 'ADMIN.AUDIT.ALL',
  loading: 'ADMIN.AUDIT.LOADING',
  items: 'ADMIN.AUDIT.ITEMS',
  empty: 'ADMIN.AUDIT.EMPTY',
  emptyFiltered: 'ADMIN.AUDIT.EMPTY_FILTERED',
};

/** docs/decisions/018: the audit log of every admin action — who, what, when, before/after — newest first. */
export default function AuditPage() {
  const list = useListFilters(auditFiltersFromSearch);
  const audit = useAuditLog(auditParamsOf(list.filters), { meta: { errorToast: false } });

  return (
    <ChoiceListPage
      messages={MESSAGES}
      choice={{
        id: 'ap-audit-entity',
        name: 'entity',
        label: 'ADMIN.AUDIT.ENTITY_FILTER',
        values: AUDIT_ENTITIES,
        labels: ENTITY_LABELS,
      }}
      list={list}
      query={audit}
    >
      {(entries) => (
        <ol className="ap-entries">
          {entries.map((entry) => (
            <li key={entry._id}>
              <AuditEntryCard entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </ChoiceListPage>
  );
}

function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const dates = useAdminDates();
  const titleId = useId();
  const actionId = auditActionMessageId(entry.action, KNOWN_ACTIONS);
  const entityId = (ENTITY_LABELS as Record<string, string | undefined>)[entry.entity];
  const changes = auditDiff(entry.before, entry.after);

  const shown = (value: unknown) => {
    const read = auditValue(value);
    if (read.kind === 'empty') {
      return <span className="ap-muted">{intl.formatMessage({ id: 'ADMIN.AUDIT.EMPTY_VALUE' })}</span>;
    }
    if (read.kind === 'boolean') {
      return intl.formatMessage({ id: read.value ? 'ADMIN.AUDIT.YES' : 'ADMIN.AUDIT.NO' });
    }
    return <span dir="auto">{read.text}</span>;
  };

  return (
    <article className="ap-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="ap-card__title">
        {actionId ? intl.formatMessage({ id: actionId }) : <code>{entry.action}</code>}
      </h2>
      <dl className="ap-meta">
        <div>
          <dt>{intl.formatMessage({ id: 'ADMIN.AUDIT.WHEN' })}</dt>
          <dd>
            <time dateTime={entry.createdAt}>{dates.dateTime(entry.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'ADMIN.AUDIT.WHO' })}</dt>
          <dd>
            {entry.actor ? (
              <>
                <span dir="auto">{entry.actor.name}</span>{' '}
                <span className="ap-muted">({entry.actor.email})</span>
              </>
            ) : (
              intl.formatMessage({ id: 'ADMIN.AUDIT.DELETED_ACTOR' })
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'ADMIN.AUDIT.RECORD' })}</dt>
          <dd>
            {entityId ? intl.formatMessage({ id: entityId }) : entry.entity}{' '}
            {entry.entityId ? <code className="ap-id">{entry.entityId}</code> : null}
          </dd>
        </div>
      </dl>
      {changes.length === 0 ? (
        <p className="ap-muted">{intl.formatMessage({ id: 'ADMIN.AUDIT.NO_CHANGES' })}</p>
      ) : (
        // Three columns whose long values wrap: it fits 375 px without scrolling sideways.
        <table className="ap-table ap-diff">
          <caption>{intl.formatMessage({ id: 'ADMIN.AUDIT.CHANGES' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'ADMIN.AUDIT.FIELD' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'ADMIN.AUDIT.BEFORE' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'ADMIN.AUDIT.AFTER' })}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">
                  <code>{change.field}</code>
                </th>
                <td data-side="before">{shown(change.before)}</td>
                <td data-side="after">{shown(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
