import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  ApiError,
  type ApplicationStatus,
  type DoctorApplication,
  useAdminUpload,
  useDecideDoctorApplication,
  useDoctorApplicationQueue,
} from '@tabib/hooks';

import './admin-people.css';

const STATUSES: readonly ApplicationStatus[] = ['pending', 'info_requested', 'approved', 'rejected'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The back office's review queue (docs/decisions/053): applications and claims, the longest waiting
 * first, each with its proof shown inline; approve, reject or ask for more with a reason the applicant
 * receives in their language.
 */
export default function ApplicationsPage() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [status, setStatus] = useState<ApplicationStatus | ''>('pending');
  const [kind, setKind] = useState<'new' | 'claim' | ''>('');
  // Said here, not in the card: a decided application (also one another admin decided meanwhile)
  // leaves the filtered queue when it refreshes, and its card with it.
  const [outcome, setOutcome] = useState('');
  const queue = useDoctorApplicationQueue({
    ...(status !== '' && { status }),
    ...(kind !== '' && { kind }),
  });

  return (
    <section className="admin-applications">
      <h1>{text('ADMIN.APPLICATIONS.TITLE')}</h1>
      <p>{text('ADMIN.APPLICATIONS.INTRO')}</p>
      <div className="admin-applications__filters">
        <label>
          {text('ADMIN.APPLICATIONS.STATUS_FILTER')}{' '}
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicationStatus | '')}
          >
            <option value="">{text('ADMIN.APPLICATIONS.ALL')}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {text(`ADMIN.APPLICATIONS.STATUS.${value.toUpperCase()}`)}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {text('ADMIN.APPLICATIONS.KIND_FILTER')}{' '}
          <select value={kind} onChange={(event) => setKind(event.target.value as 'new' | 'claim' | '')}>
            <option value="">{text('ADMIN.APPLICATIONS.ALL')}</option>
            <option value="new">{text('ADMIN.APPLICATIONS.KIND.NEW')}</option>
            <option value="claim">{text('ADMIN.APPLICATIONS.KIND.CLAIM')}</option>
          </select>
        </label>
      </div>
      <p role="status" className="admin-applications__outcome">
        {outcome}
      </p>
      {queue.isPending ? <p role="status">{text('ADMIN.APPLICATIONS.LOADING')}</p> : null}
      {queue.data?.results.length === 0 ? <p>{text('ADMIN.APPLICATIONS.EMPTY')}</p> : null}
      <ul className="admin-applications__list">
        {queue.data?.results.map((application) => (
          <li key={application._id}>
            <ApplicationCard application={application} onOutcome={setOutcome} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ApplicationCard({
  application,
  onOutcome,
}: {
  application: DoctorApplication;
  onOutcome: (outcome: string) => void;
}) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // A refusal is said on the card.
  const decide = useDecideDoctorApplication({ meta: { errorToast: false } });
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const open = application.status === 'pending' || application.status === 'info_requested';
  const name = `${application.firstName} ${application.lastName}`;
  // The age is read once, when the card is first shown.
  const [now] = useState(() => Date.now());
  const days = Math.floor((now - Date.parse(application.createdAt)) / DAY_MS);

  async function send(decision: 'approve' | 'reject' | 'request_info') {
    setOutcome(null);
    if (decision !== 'approve' && message.trim() === '') {
      setOutcome(text('ADMIN.APPLICATIONS.REASON_REQUIRED'));
      return;
    }
    try {
      await decide.mutateAsync({
        id: application._id,
        decision,
        ...(decision !== 'approve' && { message: message.trim() }),
      });
      onOutcome(text('ADMIN.APPLICATIONS.OUTCOME', { name, outcome: text('ADMIN.APPLICATIONS.DONE') }));
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : '';
      const known = ['ALREADY_DECIDED', 'OWN_APPLICATION', 'CONTACT_NOT_VERIFIED', 'PROFILE_ALREADY_CLAIMED'];
      const said = text(
        known.includes(code) ? `ADMIN.APPLICATIONS.ERRORS.${code}` : 'ADMIN.APPLICATIONS.FAILED',
      );
      setOutcome(said);
      onOutcome(text('ADMIN.APPLICATIONS.OUTCOME', { name, outcome: said }));
    }
  }

  return (
    <article className="admin-applications__card" aria-label={name}>
      <h2>
        <bdi>Dr {name}</bdi>
      </h2>
      <p>
        {text(application.claim ? 'ADMIN.APPLICATIONS.KIND.CLAIM' : 'ADMIN.APPLICATIONS.KIND.NEW')} ·{' '}
        {text(`ADMIN.APPLICATIONS.STATUS.${application.status.toUpperCase()}`)} ·{' '}
        {text('ADMIN.APPLICATIONS.AGE', { days })}
      </p>
      <dl>
        <dt>{text('ADMIN.APPLICATIONS.SPECIALTY')}</dt>
        <dd>{application.specialty.name}</dd>
        <dt>{text('ADMIN.APPLICATIONS.PLACE')}</dt>
        <dd>
          <bdi>{application.address}</bdi>, {application.city.label}
        </dd>
        <dt>{text('ADMIN.APPLICATIONS.ORDRE')}</dt>
        <dd dir="ltr">{application.ordreNumber}</dd>
        <dt>{text('ADMIN.APPLICATIONS.CONTACT')}</dt>
        <dd>
          <bdi dir="ltr">{application.phone}</bdi> (
          {text(
            application.phoneVerified ? 'ADMIN.APPLICATIONS.VERIFIED' : 'ADMIN.APPLICATIONS.NOT_VERIFIED',
          )}
          ) · <bdi>{application.email}</bdi> (
          {text(
            application.emailVerified ? 'ADMIN.APPLICATIONS.VERIFIED' : 'ADMIN.APPLICATIONS.NOT_VERIFIED',
          )}
          )
        </dd>
        {application.claim ? (
          <>
            <dt>{text('ADMIN.APPLICATIONS.CLAIMED_PROFILE')}</dt>
            <dd>
              <bdi>
                Dr {application.claim.firstName} {application.claim.lastName}
              </bdi>
            </dd>
          </>
        ) : null}
        {application.message ? (
          <>
            <dt>{text('ADMIN.APPLICATIONS.MESSAGE')}</dt>
            <dd>
              <bdi>{application.message}</bdi>
            </dd>
          </>
        ) : null}
        {application.reply ? (
          <>
            <dt>{text('ADMIN.APPLICATIONS.REPLY')}</dt>
            <dd>
              <bdi>{application.reply}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      <Proof id={application.proof._id} name={name} />
      {open ? (
        <div className="admin-applications__decision">
          <label htmlFor={`reason-${application._id}`}>{text('ADMIN.APPLICATIONS.REASON')}</label>
          <textarea
            id={`reason-${application._id}`}
            value={message}
            maxLength={1000}
            onChange={(event) => setMessage(event.target.value)}
          />
          <div className="admin-applications__actions">
            <button type="button" onClick={() => void send('approve')}>
              {text('ADMIN.APPLICATIONS.APPROVE')}
            </button>
            <button type="button" onClick={() => void send('request_info')}>
              {text('ADMIN.APPLICATIONS.REQUEST_INFO')}
            </button>
            <button type="button" data-tone="danger" onClick={() => void send('reject')}>
              {text('ADMIN.APPLICATIONS.REJECT')}
            </button>
          </div>
        </div>
      ) : null}
      {outcome ? <p role="status">{outcome}</p> : null}
    </article>
  );
}

/**
 * The proof inline: an image, or a PDF in the browser's own viewer (a frame of the blob, which the app's
 * policy allows for blobs only), with a link to open it full size.
 */
function Proof({ id, name }: { id: string; name: string }) {
  const intl = useIntl();
  const upload = useAdminUpload(id);
  const url = useMemo(() => {
    if (!upload.data) return null;
    const bytes = Uint8Array.from(atob(upload.data.data), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: upload.data.contentType }));
  }, [upload.data]);
  useEffect(() => () => (url === null ? undefined : URL.revokeObjectURL(url)), [url]);
  if (!url || !upload.data) return null;
  const label = intl.formatMessage({ id: 'ADMIN.APPLICATIONS.PROOF' }, { name });
  return upload.data.contentType === 'application/pdf' ? (
    <>
      <iframe className="admin-applications__proof" src={url} title={label} />
      <p>
        <a href={url} target="_blank" rel="noreferrer">
          {intl.formatMessage({ id: 'ADMIN.APPLICATIONS.OPEN_PDF' })}
        </a>
      </p>
    </>
  ) : (
    <img className="admin-applications__proof" src={url} alt={label} />
  );
}
