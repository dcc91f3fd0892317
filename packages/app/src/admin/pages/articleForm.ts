import { ApiError } from '@tabib/hooks';
import type { Article, components } from '@tabib/sdk';

import {
  collectErrors,
  optionalHttpUrl,
  REQUIRED,
  requiredText,
  type FieldError,
  type FieldErrors,
} from '../../forms/validation';

// spec/openapi.yaml ArticleInput.
export const ARTICLE_TITLE_MIN_LENGTH = 3;
export const ARTICLE_TITLE_MAX_LENGTH = 200;
export const ARTICLE_SLUG_MAX_LENGTH = 200;
export const ARTICLE_EXCERPT_MAX_LENGTH = 500;
export const ARTICLE_CONTENT_MAX_LENGTH = 100_000;
export const ARTICLE_AUTHOR_MAX_LENGTH = 120;
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface ArticleValues {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  coverUrl: string;
  author: string;
}

/** The two switches of an article, kept apart from the text fields of `useForm`. */
export interface ArticleFlags {
  showOnLanding: boolean;
  published: boolean;
}

export const EMPTY_ARTICLE: ArticleValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  coverUrl: '',
  author: '',
};

// spec/openapi.yaml ArticleInput defaults: off the landing page, published.
export const NEW_ARTICLE_FLAGS: ArticleFlags = { showOnLanding: false, published: true };

export const ARTICLE_LABELS: Record<keyof ArticleValues, string> = {
  title: 'ADMIN.ARTICLES.FIELDS.TITLE',
  slug: 'ADMIN.ARTICLES.FIELDS.SLUG',
  excerpt: 'ADMIN.ARTICLES.FIELDS.EXCERPT',
  content: 'ADMIN.ARTICLES.FIELDS.CONTENT',
  coverUrl: 'ADMIN.ARTICLES.FIELDS.COVER_URL',
  author: 'ADMIN.ARTICLES.FIELDS.AUTHOR',
};

export function articleValuesOf(article: Article): ArticleValues {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    coverUrl: article.coverUrl ?? '',
    author: article.author,
  };
}

export function articleFlagsOf(article: Article): ArticleFlags {
  return { showOnLanding: article.showOnLanding, published: article.published };
}

/**
 * The slug the server would derive from a title (its `slugify`): lower case, accents dropped, every
 * other run of characters a single hyphen. Empty when the title has no Latin letter or digit (an
 * Arabic title): the admin then types the slug.
 */
export function suggestSlug(title: string): string {
  return title
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ARTICLE_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** The slug an article is saved with: the one typed, else the title's. */
export function effectiveSlug(values: Pick<ArticleValues, 'title' | 'slug'>): string {
  return values.slug.trim() || suggestSlug(values.title);
}

function titleError(value: string): FieldError | undefined {
  const failure = requiredText(value, ARTICLE_TITLE_MAX_LENGTH);
  if (failure) return failure;
  return value.trim().length < ARTICLE_TITLE_MIN_LENGTH
    ? { id: 'ADMIN.ARTICLES.VALIDATION.TITLE_MIN', values: { min: ARTICLE_TITLE_MIN_LENGTH } }
    : undefined;
}

/** Optional when a slug can be derived from the title; otherwise required. */
function slugError(values: ArticleValues): FieldError | undefined {
  const slug = values.slug.trim();
  if (slug === '')
    return suggestSlug(values.title) === '' && values.title.trim() !== '' ? REQUIRED : undefined;
  if (slug.length > ARTICLE_SLUG_MAX_LENGTH) {
    return { id: 'FORMS.VALIDATION.TOO_LONG', values: { max: ARTICLE_SLUG_MAX_LENGTH } };
  }
  return SLUG_PATTERN.test(slug) ? undefined : { id: 'ADMIN.ARTICLES.VALIDATION.SLUG' };
}

function optionalTextError(value: string, max: number): FieldError | undefined {
  return value.trim().length > max ? { id: 'FORMS.VALIDATION.TOO_LONG', values: { max } } : undefined;
}

export function validateArticle(values: ArticleValues): FieldErrors<keyof ArticleValues> {
  return collectErrors({
    title: titleError(values.title),
    slug: slugError(values),
    excerpt: requiredText(values.excerpt, ARTICLE_EXCERPT_MAX_LENGTH),
    content: requiredText(values.content, ARTICLE_CONTENT_MAX_LENGTH),
    coverUrl: optionalHttpUrl(values.coverUrl),
    author: optionalTextError(values.author, ARTICLE_AUTHOR_MAX_LENGTH),
  });
}

/**
 * The `POST /articles` body of valid values. The slug is always sent, so a slug already taken is
 * the one on screen; an empty author is left to the server's default.
 */
export function articleInput(
  values: ArticleValues,
  flags: ArticleFlags,
): components['schemas']['ArticleInput'] {
  const author = values.author.trim();
  const coverUrl = values.coverUrl.trim();
  return {
    title: values.title.trim(),
    slug: effectiveSlug(values),
    excerpt: values.excerpt.trim(),
    content: values.content,
    ...(coverUrl === '' ? {} : { coverUrl }),
    ...(author === '' ? {} : { author }),
    ...flags,
  };
}

/**
 * The `PUT /articles/{id}` body: only what differs from the saved article (the audit log records
 * before/after); an emptied cover becomes `null`. `null` when nothing changed.
 */
export function articleChanges(
  saved: Article,
  values: ArticleValues,
  flags: ArticleFlags,
): components['schemas']['ArticleUpdateInput'] | null {
  const next = {
    title: values.title.trim(),
    slug: effectiveSlug(values),
    excerpt: values.excerpt.trim(),
    content: values.content,
    coverUrl: values.coverUrl.trim() === '' ? null : values.coverUrl.trim(),
    ...(values.author.trim() === '' ? {} : { author: values.author.trim() }),
    ...flags,
  };
  const changes = Object.fromEntries(
    Object.entries(next).filter(([field, value]) => saved[field as keyof typeof next] !== value),
  );
  return Object.keys(changes).length > 0 ? changes : null;
}

/** Whether the form differs from what was last saved (the unsaved-changes warning). */
export function hasUnsavedChanges(
  saved: { values: ArticleValues; flags: ArticleFlags },
  values: ArticleValues,
  flags: ArticleFlags,
): boolean {
  return (
    (Object.keys(values) as (keyof ArticleValues)[]).some((field) => values[field] !== saved.values[field]) ||
    flags.showOnLanding !== saved.flags.showOnLanding ||
    flags.published !== saved.flags.published
  );
}

/** The slug the server refused as taken (409 `ALREADY_EXISTS`, `details.slug`), if that was the refusal. */
export function takenSlugOf(error: unknown, sentSlug: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'ALREADY_EXISTS') return null;
  const slug = (error.details as { slug?: unknown } | undefined)?.slug;
  return typeof slug === 'string' ? slug : sentSlug;
}
