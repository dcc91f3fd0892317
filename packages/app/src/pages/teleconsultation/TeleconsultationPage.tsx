import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useEndRoom, useRdv, useSession } from '@tabib/hooks';

import '../../forms/forms.css';
import { doctorName } from '../../i18n/localizedNames';
import './Teleconsultation.css';
import { ROOM_CLOSES_AFTER_MS, ROOM_OPENS_BEFORE_MS } from './roomWindow';
import { useAudioLevel, useLocalMedia, type MediaChoice } from './useLocalMedia';
import { type RoomStatus, useRoomConnection } from './useRoomConnection';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function Video({ stream, muted, label }: { stream: MediaStream | null; muted: boolean; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  // The media have no captions to give: the call is live speech.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <video ref={ref} className="tc-video" autoPlay playsInline muted={muted} aria-label={label} />;
}

/** requirements: issue #38 point 3 — the teleconsultation's waiting room and call, for its two parties. */
export default function TeleconsultationPage() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { rdvId = '' } = useParams();
  const { user } = useSession();
  const rdv = useRdv(rdvId, { meta: { errorToast: false } });
  const now = useNow(1_000);
  const [choice, setChoice] = useState<MediaChoice>({ cameraId: null, microphoneId: null });
  const [joined, setJoined] = useState(false);
  const media = useLocalMedia(choice);
  const level = useAudioLevel(media.stream);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const room = useRoomConnection(rdvId, media.stream, joined);

  useEffect(() => {
    for (const track of media.stream?.getAudioTracks() ?? []) track.enabled = micOn;
    for (const track of media.stream?.getVideoTracks() ?? []) track.enabled = cameraOn;
  }, [media.stream, micOn, cameraOn]);

  if (rdv.isPending) return <p className="tc-page">{text('ROOM.LOADING')}</p>;
  if (!rdv.data) {
    return (
      <div className="tc-page">
        <h1 className="tc-title">{text('ROOM.TITLE')}</h1>
        <p role="alert">{text('ROOM.REFUSED.ROOM_FORBIDDEN')}</p>
      </div>
    );
  }
  const start = Date.parse(rdv.data.date);
  const opensAt = start - ROOM_OPENS_BEFORE_MS;
  const closesAt = Date.parse(rdv.data.endDate) + ROOM_CLOSES_AFTER_MS;
  const isDoctor = user?._id === rdv.data.doctor._id;
  const other = isDoctor ? rdv.data.patient.name : doctorName(rdv.data.doctor.name, intl.locale);
  const time = (instant: number) => intl.formatTime(instant, { hour: '2-digit', minute: '2-digit' });
  const closed = now >= closesAt || room.status === 'closed';

  return (
    <div className="tc-page">
      <h1 className="tc-title">{text('ROOM.TITLE_WITH', { name: other })}</h1>
      <p className="tc-when">
        {intl.formatDate(start, { weekday: 'long', day: 'numeric', month: 'long' })} · {time(start)}
      </p>

      {closed ? (
        <p role="status">{text('ROOM.CLOSED')}</p>
      ) : now < opensAt ? (
        <Countdown opensAt={opensAt} now={now} time={time(opensAt)} />
      ) : room.refusal !== null ? (
        <p role="alert">{text(`ROOM.REFUSED.${room.refusal}`)}</p>
      ) : !joined ? (
        <DeviceCheck
          media={media}
          level={level}
          choice={choice}
          onChoice={setChoice}
          onJoin={() => setJoined(true)}
        />
      ) : (
        <section className="tc-call" aria-label={text('ROOM.CALL')}>
          <p className="tc-status" role="status" data-status={room.status}>
            {text(`ROOM.STATUS.${statusKey(room.status)}`, { name: other })}
          </p>
          <div className="tc-videos">
            <Video
              stream={room.remoteStream}
              muted={false}
              label={text('ROOM.REMOTE_VIDEO', { name: other })}
            />
            <div className="tc-self">
              <Video stream={media.stream} muted label={text('ROOM.SELF_VIDEO')} />
            </div>
          </div>
          <div className="tc-controls">
            <button
              type="button"
              className="form-button"
              aria-pressed={!micOn}
              onClick={() => setMicOn((on) => !on)}
            >
              {text('ROOM.MUTE')}
            </button>
            <button
              type="button"
              className="form-button"
              aria-pressed={!cameraOn}
              onClick={() => setCameraOn((on) => !on)}
            >
              {text('ROOM.CAMERA_OFF')}
            </button>
            <button type="button" className="form-button" data-tone="danger" onClick={() => setJoined(false)}>
              {text('ROOM.LEAVE')}
            </button>
          </div>
          <Chat lines={room.chat} onSend={room.sendChat} disabled={room.status === 'connecting'} />
        </section>
      )}

      {isDoctor && now >= opensAt ? (
        <EndNoteForm rdvId={rdvId} initial={rdv.data.remoteNote?.text ?? ''} />
      ) : null}
      {!isDoctor && rdv.data.remoteNote ? (
        <section className="tc-note" aria-labelledby="tc-note-title">
          <h2 id="tc-note-title">{text('ROOM.NOTE.FROM_DOCTOR')}</h2>
          <p className="tc-note__text">{rdv.data.remoteNote.text}</p>
        </section>
      ) : null}
      <p>
        <Link to={isDoctor ? '/doctor-dashboard' : '/patient-dashboard'}>{text('ROOM.BACK')}</Link>
      </p>
    </div>
  );
}

const statusKey = (status: RoomStatus) =>
  ({
    connecting: 'CONNECTING',
    'waiting-peer': 'WAITING_PEER',
    connected: 'CONNECTED',
    reconnecting: 'RECONNECTING',
    closed: 'CLOSED',
    refused: 'REPLACED',
  })[status];

function Countdown({ opensAt, now, time }: { opensAt: number; now: number; time: string }) {
  const intl = useIntl();
  const seconds = Math.max(0, Math.ceil((opensAt - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const left = `${hours > 0 ? `${hours}:` : ''}${String(minutes).padStart(hours > 0 ? 2 : 1, '0')}:${String(rest).padStart(2, '0')}`;
  return (
    <div className="tc-countdown">
      <p>{intl.formatMessage({ id: 'ROOM.OPENS_AT' }, { time })}</p>
      {/* Read once, not every second: the live text changes only each minute. */}
      <p className="tc-countdown__left" aria-hidden="true">
        <bdi>{left}</bdi>
      </p>
      <p className="tabib-visually-hidden" aria-live="polite">
        {intl.formatMessage({ id: 'ROOM.OPENS_IN' }, { minutes: Math.ceil(seconds / 60) })}
      </p>
    </div>
  );
}

function DeviceCheck({
  media,
  level,
  choice,
  onChoice,
  onJoin,
}: {
  media: ReturnType<typeof useLocalMedia>;
  level: number;
  choice: MediaChoice;
  onChoice: (choice: MediaChoice) => void;
  onJoin: () => void;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <section className="tc-check" aria-labelledby="tc-check-title">
      <h2 id="tc-check-title">{text('ROOM.CHECK.TITLE')}</h2>
      {media.error ? <p role="alert">{text(`ROOM.CHECK.ERROR_${media.error}`)}</p> : null}
      <div className="tc-self tc-self--preview">
        <Video stream={media.stream} muted label={text('ROOM.SELF_VIDEO')} />
      </div>
      <label className="form-field">
        <span className="form-field__label">{text('ROOM.CHECK.CAMERA')}</span>
        <select
          className="form-field__control"
          value={choice.cameraId ?? media.stream?.getVideoTracks()[0]?.getSettings().deviceId ?? ''}
          onChange={(event) => onChoice({ ...choice, cameraId: event.target.value })}
        >
          {media.cameras.map((device, index) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label || `${text('ROOM.CHECK.CAMERA')} ${index + 1}`}
            </option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span className="form-field__label">{text('ROOM.CHECK.MICROPHONE')}</span>
        <select
          className="form-field__control"
          value={choice.microphoneId ?? media.stream?.getAudioTracks()[0]?.getSettings().deviceId ?? ''}
          onChange={(event) => onChoice({ ...choice, microphoneId: event.target.value })}
        >
          {media.microphones.map((device, index) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label || `${text('ROOM.CHECK.MICROPHONE')} ${index + 1}`}
            </option>
          ))}
        </select>
      </label>
      <div className="form-field">
        <span className="form-field__label" id="tc-level">
          {text('ROOM.CHECK.LEVEL')}
        </span>
        <meter className="tc-meter" aria-labelledby="tc-level" min={0} max={1} value={level} />
      </div>
      <button type="button" className="form-button" data-tone="primary" onClick={onJoin}>
        {text('ROOM.JOIN')}
      </button>
    </section>
  );
}

function Chat({
  lines,
  onSend,
  disabled,
}: {
  lines: ReturnType<typeof useRoomConnection>['chat'];
  onSend: (text: string) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (message === '') return;
    onSend(message);
    setDraft('');
  };
  return (
    <section className="tc-chat" aria-labelledby="tc-chat-title">
      <h2 id="tc-chat-title">{intl.formatMessage({ id: 'ROOM.CHAT.TITLE' })}</h2>
      <ol className="tc-chat__lines" aria-live="polite">
        {lines.map((line, index) => (
          <li key={index} data-own={line.own ? '' : undefined}>
            <span className="tc-chat__who">
              {intl.formatMessage({ id: line.own ? 'ROOM.CHAT.ME' : `ROOM.CHAT.${line.from.toUpperCase()}` })}
            </span>{' '}
            <bdi>{line.text}</bdi>
          </li>
        ))}
      </ol>
      <form className="tc-chat__form" onSubmit={submit}>
        <label className="form-field">
          <span className="form-field__label">{intl.formatMessage({ id: 'ROOM.CHAT.MESSAGE' })}</span>
          <input
            className="form-field__control"
            value={draft}
            maxLength={2000}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button type="submit" className="form-button" disabled={disabled}>
          {intl.formatMessage({ id: 'ROOM.CHAT.SEND' })}
        </button>
      </form>
    </section>
  );
}

function EndNoteForm({ rdvId, initial }: { rdvId: string; initial: string }) {
  const intl = useIntl();
  // The form says a failed send ('failed').
  const endRoom = useEndRoom({ meta: { errorToast: false } });
  const [note, setNote] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    endRoom.mutate({ rdvId, note });
  };
  const state = endRoom.isPending
    ? 'sending'
    : endRoom.isSuccess
      ? 'sent'
      : endRoom.isError
        ? 'failed'
        : 'idle';
  return (
    <form className="tc-note" onSubmit={submit}>
      <h2 id="tc-end-title">{intl.formatMessage({ id: 'ROOM.NOTE.TITLE' })}</h2>
      <label className="form-field">
        <span className="form-field__label">{intl.formatMessage({ id: 'ROOM.NOTE.LABEL' })}</span>
        <span className="form-field__hint">{intl.formatMessage({ id: 'ROOM.NOTE.HINT' })}</span>
        <textarea
          className="form-field__control"
          required
          maxLength={4000}
          rows={4}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <button type="submit" className="form-button" data-tone="primary" disabled={state === 'sending'}>
        {intl.formatMessage({ id: 'ROOM.NOTE.SEND' })}
      </button>
      <p role="status">
        {state === 'sent'
          ? intl.formatMessage({ id: 'ROOM.NOTE.SENT' })
          : state === 'failed'
            ? intl.formatMessage({ id: 'ROOM.NOTE.FAILED' })
            : ''}
      </p>
    </form>
  );
}
