import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { ApiError, useArticle, useCreateArticle, useToasts, useUpdateArticle } from '@tabib/hooks';
import type { Article } from '@tabib/sdk';

import { CheckboxList } from '../../forms/CheckboxList';
import { errorMessageId } from '../../forms/errorMessage';
import { TextAreaField, TextField } from '../../forms/Field';
import { Form } from '../../forms/Form';
import { useForm } from '../../forms/useForm';
import { hasErrors } from '../../forms/validation';
import { ArticleBody } from '../../pages/articles/ArticleBody';
import { isArticleId } from '../../pages/articles/articlesSearch';
import { ListState } from './adminListParts';
import './admin-content.css';
import {
  ARTICLE_AUTHOR_MAX_LENGTH,
  ARTICLE_EXCERPT_MAX_LENGTH,
  ARTICLE_LABELS,
  ARTICLE_SLUG_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  articleChanges,
  articleFlagsOf,
  articleInput,
  articleValuesOf,
  EMPTY_ARTICLE,
  effectiveSlug,
  hasUnsavedChanges,
  NEW_ARTICLE_FLAGS,
  suggestSlug,
  takenSlugOf,
  validateArticle,
  type ArticleFlags,
} from './articleForm';
import { articleEditorHref } from './ArticlesPage';

// spec/openapi.yaml createArticle, updateArticle: the slug is unique (409), an admin writes.
const ARTICLE_ERRORS: Readonly<Record<string, string>> = {
  ALREADY_EXISTS: 'ADMIN.ARTICLES.SLUG_TAKEN',
  FORBIDDEN: 'ERRORS.NOT_AUTHORIZED',
  NOT_FOUND: 'ADMIN.ARTICLES.NOT_FOUND',
};

/** docs/decisions/018: /admin/articles/new writes an article, /admin/articles/:id edits one. */
export default function ArticleEditorPage() {
  const { id } = useParams();
  return id === undefined ? <ArticleEditor article={null} /> : <ExistingArticle id={id} />;
}

function ExistingArticle({ id }: { id: string }) {
  const intl = useIntl();
  const text = (messageId: string) => intl.formatMessage({ id: messageId });
  const valid = isArticleId(id);
  const article = useArticle(id, { enabled: valid, meta: { errorToast: false } });
  const notFound = !valid || (article.error instanceof ApiError && article.error.status === 404);

  if (notFound || article.isPending || article.isError) {
    return (
      <div className="ap-page">
        <BackToArticles />
        <h1 className="ap-title">{text('ADMIN.ARTICLES.EDIT_TITLE')}</h1>
        {notFound ? (
          <p className="ap-error" role="alert">
            {text('ADMIN.ARTICLES.NOT_FOUND')}
          </p>
        ) : (
          <ListState
            query={article}
            loading={text('ADMIN.ARTICLES.LOADING_ONE')}
            failed={text('ADMIN.ARTICLES.LOAD_ONE_FAILED')}
            retry={text('ADMIN.RETRY')}
          />
        )}
      </div>
    );
  }
  // A new key when another article is opened: its form starts from its own saved values.
  return <ArticleEditor key={article.data._id} article={article.data} />;
}

function BackToArticles() {
  const intl = useIntl();
  return (
    <p className="ac-back">
      <Link to="/admin/articles">{intl.formatMessage({ id: 'ADMIN.ARTICLES.BACK' })}</Link>
    </p>
  );
}

type EditorMode = 'write' | 'preview';

/**
 * The article's form: every `ArticleInput` field, the two switches, and the body written or
 * previewed as readers will see it. What was typed is kept when a save fails; leaving with unsaved
 * changes asks first.
 */
function ArticleEditor({ article }: { article: Article | null }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const toasts = useToasts();
  const navigate = useNavigate();
  // The form's error summary says why a save failed.
  const createArticle = useCreateArticle({ meta: { errorToast: false } });
  const updateArticle = useUpdateArticle({ meta: { errorToast: false } });
  const [saved, setSaved] = useState(() => ({
    article,
    values: article ? articleValuesOf(article) : EMPTY_ARTICLE,
    flags: article ? articleFlagsOf(article) : NEW_ARTICLE_FLAGS,
  }));
  const [flags, setFlags] = useState<ArticleFlags>(saved.flags);
  const [mode, setMode] = useState<EditorMode>('write');
  const [takenSlug, setTakenSlug] = useState<string | null>(null);
  const form = useForm({
    idPrefix: 'ac-article',
    initialValues: saved.values,
    labels: ARTICLE_LABELS,
    validate: validateArticle,
  });
  const titleId = useId();
  const unsaved = hasUnsavedChanges(saved, form.values, flags);
  const allowLeaving = useUnsavedChangesWarning(unsaved && !form.pending);

  const onSubmit = form.handleSubmit(
    async (values) => {
      const sentSlug = effectiveSlug(values);
      try {
        if (saved.article === null) {
          const created = await createArticle.mutateAsync(articleInput(values, flags));
          setSaved({ article: created, values, flags });
          toasts.success(intl.formatMessage({ id: 'ADMIN.ARTICLES.CREATED' }, { title: created.title }));
          // Saved: moving to the article's edit URL is not leaving unsaved changes.
          allowLeaving();
          void navigate(articleEditorHref(created), { replace: true });
          return;
        }
        const changes = articleChanges(saved.article, values, flags);
        if (changes === null) {
          toasts.info(text('ADMIN.ARTICLES.UNCHANGED'));
          return;
        }
        const updated = await updateArticle.mutateAsync({ id: saved.article._id, changes });
        setSaved({ article: updated, values, flags });
        toasts.success(intl.formatMessage({ id: 'ADMIN.ARTICLES.UPDATED' }, { title: updated.title }));
      } catch (error) {
        setTakenSlug(takenSlugOf(error, sentSlug));
        throw error;
      }
    },
    (error) => errorMessageId(error, ARTICLE_ERRORS, 'ERRORS.SAVE_FAILED'),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A field in error must be reachable from the error summary: the body is edited, not previewed.
    if (hasErrors(validateArticle(form.values))) setMode('write');
    void onSubmit(event);
  };

  const slug = form.fieldProps('slug');
  const suggestion = suggestSlug(form.values.title);
  const slugIsTaken = takenSlug !== null && effectiveSlug(form.values) === takenSlug;

  return (
    <div className="ap-page">
      <BackToArticles />
      <h1 className="ap-title">{text(article ? 'ADMIN.ARTICLES.EDIT_TITLE' : 'ADMIN.ARTICLES.NEW_TITLE')}</h1>
      <Form
        form={form}
        onSubmit={submit}
        submitLabel={text(saved.article ? 'ADMIN.ARTICLES.SAVE' : 'ADMIN.ARTICLES.CREATE')}
        className="ac-editor"
      >
        <TextField {...form.fieldProps('title')} dir="auto" maxLength={ARTICLE_TITLE_MAX_LENGTH} required />
        <TextField
          {...slug}
          error={slug.error ?? (slugIsTaken ? text('ADMIN.ARTICLES.SLUG_TAKEN') : undefined)}
          hint={
            suggestion === ''
              ? text('ADMIN.ARTICLES.SLUG_HINT_EMPTY')
              : intl.formatMessage({ id: 'ADMIN.ARTICLES.SLUG_HINT' }, { suggestion })
          }
          placeholder={suggestion}
          dir="ltr"
          maxLength={ARTICLE_SLUG_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
        />
        <TextAreaField
          {...form.fieldProps('excerpt')}
          dir="auto"
          rows={3}
          maxLength={ARTICLE_EXCERPT_MAX_LENGTH}
          required
        />

        <div className="ac-content">
          <div className="ac-mode" role="group" aria-label={text('ADMIN.ARTICLES.MODE')}>
            {(['write', 'preview'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className="ac-mode__button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
              >
                {text(value === 'write' ? 'ADMIN.ARTICLES.WRITE' : 'ADMIN.ARTICLES.PREVIEW')}
              </button>
            ))}
          </div>
          {mode === 'write' ? (
            <TextAreaField
              {...form.fieldProps('content')}
              hint={text('ADMIN.ARTICLES.CONTENT_HINT')}
              className="ac-markdown"
              dir="auto"
              rows={18}
              required
            />
          ) : (
            <section className="ac-preview" aria-labelledby={titleId}>
              <h2 id={titleId} className="ac-preview__label">
                {text('ADMIN.ARTICLES.PREVIEW')}
              </h2>
              <div className="articles-reader">
                <p className="ac-preview__title" dir="auto">
                  {form.values.title}
                </p>
                <p className="articles-reader-excerpt" dir="auto">
                  {form.values.excerpt}
                </p>
                {form.values.content.trim() === '' ? (
                  <p className="ap-muted">{text('ADMIN.ARTICLES.PREVIEW_EMPTY')}</p>
                ) : (
                  <ArticleBody content={form.values.content} />
                )}
              </div>
            </section>
          )}
        </div>

        <TextField {...form.fieldProps('coverUrl')} type="url" dir="ltr" inputMode="url" autoComplete="off" />
        <TextField
          {...form.fieldProps('author')}
          hint={text('ADMIN.ARTICLES.AUTHOR_HINT')}
          dir="auto"
          maxLength={ARTICLE_AUTHOR_MAX_LENGTH}
        />
        <fieldset className="ap-fieldset">
          <legend>{text('ADMIN.ARTICLES.FLAGS_LEGEND')}</legend>
          <CheckboxList
            options={[
              { name: 'published', label: text('ADMIN.ARTICLES.FIELDS.PUBLISHED') },
              { name: 'showOnLanding', label: text('ADMIN.ARTICLES.FIELDS.SHOW_ON_LANDING') },
            ]}
            isChecked={(flag) => flags[flag]}
            onChange={(flag, checked) => setFlags((current) => ({ ...current, [flag]: checked }))}
          />
        </fieldset>
      </Form>
    </div>
  );
}

/**
 * Asks before leaving the page, in the app or out of it, while `active`; the function it returns
 * lets the next navigation through (the one that follows a save).
 */
function useUnsavedChangesWarning(active: boolean): () => void {
  const intl = useIntl();
  const message = intl.formatMessage({ id: 'ADMIN.ARTICLES.UNSAVED' });
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return () => {
    allowed.current = true;
  };
}
