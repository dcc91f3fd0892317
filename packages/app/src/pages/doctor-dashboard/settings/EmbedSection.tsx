import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useEmbedOrigins, useLocale, useToasts, useUpdateEmbedOrigins } from '@tabib/hooks';

import { embedSnippet, MAX_EMBED_ORIGINS, parseEmbedOrigins } from './embedSnippet';
import './EmbedSection.css';

/**
 * "Ajouter la prise de rendez-vous à votre site" (docs/decisions/046-embed.md): the HTML to paste,
 * the sites allowed to show it (any other gets a message in the widget), and the widget itself as a
 * preview — Tabib's own pages may always frame it.
 */
export function EmbedSection({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { locale } = useLocale();
  const toasts = useToasts();
  const origins = useEmbedOrigins(doctorId);
  const update = useUpdateEmbedOrigins({ meta: { errorToast: { message: 'ERRORS.SAVE_FAILED' } } });
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const headingId = useId();
  const snippetId = useId();
  const originsId = useId();
  const problemId = useId();
  const tabib = window.location.origin;
  const snippet = embedSnippet(tabib, doctorId, locale);
  const value = draft ?? origins.data?.origins.join('\n') ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toasts.success(text('DOCTOR_SETTINGS.EMBED.COPIED'));
    } catch {
      toasts.error(text('DOCTOR_SETTINGS.EMBED.COPY_FAILED'));
    }
  };

  const save = () => {
    const parsed = parseEmbedOrigins(value);
    if (!parsed.ok) {
      setProblem(
        'invalid' in parsed
          ? text('DOCTOR_SETTINGS.EMBED.INVALID', { site: parsed.invalid })
          : text('DOCTOR_SETTINGS.EMBED.TOO_MANY', { max: MAX_EMBED_ORIGINS }),
      );
      return;
    }
    setProblem(null);
    update.mutate(
      { doctor: doctorId, origins: parsed.origins },
      {
        onSuccess: (saved) => {
          setDraft(saved.origins.join('\n'));
          toasts.success(text('DOCTOR_SETTINGS.EMBED.SAVED'));
        },
      },
    );
  };

  return (
    <section className="dp-card" aria-labelledby={headingId} aria-busy={origins.isPending}>
      <h2 id={headingId} className="dp-section-title">
        {text('DOCTOR_SETTINGS.EMBED.TITLE')}
      </h2>
      <p>{text('DOCTOR_SETTINGS.EMBED.INTRO')}</p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={snippetId}>
          {text('DOCTOR_SETTINGS.EMBED.SNIPPET')}
        </label>
        <textarea
          id={snippetId}
          className="form-field__control"
          dir="ltr"
          rows={3}
          readOnly
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="dp-actions">
        <button type="button" className="form-button" onClick={() => void copy()}>
          {text('DOCTOR_SETTINGS.EMBED.COPY')}
        </button>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="form-field">
          <label className="form-field__label" htmlFor={originsId}>
            {text('DOCTOR_SETTINGS.EMBED.ORIGINS')}
          </label>
          <p className="form-field__hint" id={`${originsId}-hint`}>
            {text('DOCTOR_SETTINGS.EMBED.ORIGINS_HINT', { max: MAX_EMBED_ORIGINS })}
          </p>
          <textarea
            id={originsId}
            className="form-field__control"
            dir="ltr"
            rows={4}
            value={value}
            disabled={origins.isPending}
            aria-invalid={problem !== null}
            aria-describedby={problem === null ? `${originsId}-hint` : `${originsId}-hint ${problemId}`}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          {problem !== null && (
            <p className="form-field__error" id={problemId} role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="dp-actions">
          <button type="submit" className="form-button" data-tone="primary" aria-disabled={update.isPending}>
            {text('DOCTOR_SETTINGS.EMBED.SAVE')}
          </button>
        </div>
      </form>
      <h3 className="dp-section-title">{text('DOCTOR_SETTINGS.EMBED.PREVIEW')}</h3>
      {previewing ? (
        <iframe
          className="dp-embed-preview"
          title={text('DOCTOR_SETTINGS.EMBED.PREVIEW')}
          src={`/embed/doctor/${encodeURIComponent(doctorId)}?origin=${encodeURIComponent(tabib)}&lng=${locale}`}
        />
      ) : (
        // The widget is a second copy of the app: loaded only when asked for, not on every visit of the
        // settings (a doctor's phone would parse it for nothing, and its session would refresh beside this one).
        <div className="dp-actions">
          <button type="button" className="form-button" onClick={() => setPreviewing(true)}>
            {text('DOCTOR_SETTINGS.EMBED.SHOW_PREVIEW')}
          </button>
        </div>
      )}
    </section>
  );
}
