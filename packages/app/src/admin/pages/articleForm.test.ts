import { ApiError } from '@tabib/hooks';
import { describe, expect, it } from 'vitest';

import {
  articleChanges,
  articleInput,
  EMPTY_ARTICLE,
  hasUnsavedChanges,
  NEW_ARTICLE_FLAGS,
  suggestSlug,
  takenSlugOf,
  validateArticle,
} from './articleForm';

const valid = {
  title: 'Le cœur & l’été',
  slug: '',
  excerpt: 'Protéger son cœur pendant les chaleurs.',
  content: '# Chaleur\n\nBuvez de l’eau.',
  coverUrl: '',
  author: '',
};

const saved = {
  _id: '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d',
  title: 'Le cœur & l’été',
  slug: 'le-coeur-l-ete',
  excerpt: 'Protéger son cœur pendant les chaleurs.',
  content: '# Chaleur\n\nBuvez de l’eau.',
  coverUrl: 'https://images.example.tn/coeur.jpg',
  author: 'Dr Karim Ben Salah',
  showOnLanding: false,
  published: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
};
const savedValues = { ...valid, slug: saved.slug, coverUrl: saved.coverUrl, author: saved.author };

describe('the slug suggested from the title (as the server derives it)', () => {
  it('drops accents and ligatures and joins words with single hyphens', () => {
    expect(suggestSlug('Le cœur & l’été')).toBe('le-coeur-l-ete');
    expect(suggestSlug('  Ramadan et diabète : 5 conseils !  ')).toBe('ramadan-et-diabete-5-conseils');
  });

  it('cuts at 200 characters without a trailing hyphen', () => {
    const slug = suggestSlug(`${'a'.repeat(199)} b`);
    expect(slug).toBe('a'.repeat(199));
  });

  it('is empty for a title without Latin letters or digits', () => {
    expect(suggestSlug('صحة القلب')).toBe('');
  });
});

describe('ArticleInput checks', () => {
  it('accepts a title, an excerpt and a body, with the slug left to the title', () => {
    expect(validateArticle(valid)).toEqual({});
  });

  it('requires title, excerpt and body', () => {
    expect(validateArticle(EMPTY_ARTICLE)).toEqual({
      title: { id: 'FORMS.VALIDATION.REQUIRED' },
      excerpt: { id: 'FORMS.VALIDATION.REQUIRED' },
      content: { id: 'FORMS.VALIDATION.REQUIRED' },
    });
  });

  it('wants a title of at least 3 characters', () => {
    expect(validateArticle({ ...valid, title: 'Vu' })).toEqual({
      title: { id: 'ADMIN.ARTICLES.VALIDATION.TITLE_MIN', values: { min: 3 } },
    });
  });

  it('refuses a slug outside ^[a-z0-9]+(-[a-z0-9]+)*$', () => {
    for (const slug of ['Le-Coeur', 'coeur--ete', '-coeur', 'cœur']) {
      expect(validateArticle({ ...valid, slug })).toEqual({ slug: { id: 'ADMIN.ARTICLES.VALIDATION.SLUG' } });
    }
  });

  it('requires a slug when the title gives none', () => {
    expect(validateArticle({ ...valid, title: 'صحة القلب' })).toEqual({
      slug: { id: 'FORMS.VALIDATION.REQUIRED' },
    });
  });

  it('wants an http(s) cover address and an excerpt of at most 500 characters', () => {
    expect(validateArticle({ ...valid, coverUrl: 'ftp://x.tn/a.jpg', excerpt: 'e'.repeat(501) })).toEqual({
      excerpt: { id: 'FORMS.VALIDATION.TOO_LONG', values: { max: 500 } },
      coverUrl: { id: 'FORMS.VALIDATION.URL' },
    });
  });
});

describe('the bodies sent', () => {
  it('creates with the suggested slug, the flags, and without empty optional fields', () => {
    expect(articleInput(valid, { showOnLanding: true, published: true })).toEqual({
      title: 'Le cœur & l’été',
      slug: 'le-coeur-l-ete',
      excerpt: 'Protéger son cœur pendant les chaleurs.',
      content: '# Chaleur\n\nBuvez de l’eau.',
      showOnLanding: true,
      published: true,
    });
  });

  it('creates with the slug, cover and author typed', () => {
    expect(
      articleInput(
        { ...valid, slug: 'coeur-ete', coverUrl: ' https://x.tn/c.jpg ', author: 'Dr Amel' },
        NEW_ARTICLE_FLAGS,
      ),
    ).toMatchObject({
      slug: 'coeur-ete',
      coverUrl: 'https://x.tn/c.jpg',
      author: 'Dr Amel',
      published: true,
    });
  });

  it('updates only what changed, an emptied cover becoming null', () => {
    expect(
      articleChanges(saved, { ...savedValues, coverUrl: '' }, { showOnLanding: true, published: true }),
    ).toEqual({
      coverUrl: null,
      showOnLanding: true,
    });
    expect(articleChanges(saved, { ...savedValues, title: 'Le cœur en été' }, NEW_ARTICLE_FLAGS)).toEqual({
      title: 'Le cœur en été',
    });
  });

  it('has nothing to send when nothing changed', () => {
    expect(articleChanges(saved, savedValues, NEW_ARTICLE_FLAGS)).toBeNull();
  });
});

describe('unsaved changes', () => {
  const baseline = { values: savedValues, flags: NEW_ARTICLE_FLAGS };

  it('sees a changed field or switch', () => {
    expect(hasUnsavedChanges(baseline, { ...savedValues, content: 'Autre' }, NEW_ARTICLE_FLAGS)).toBe(true);
    expect(hasUnsavedChanges(baseline, savedValues, { showOnLanding: false, published: false })).toBe(true);
  });

  it('sees none when the form is as saved', () => {
    expect(hasUnsavedChanges(baseline, { ...savedValues }, { ...NEW_ARTICLE_FLAGS })).toBe(false);
  });
});

describe('a slug already taken (409 ALREADY_EXISTS)', () => {
  it('names the slug the server refused', () => {
    const error = new ApiError(409, 'ALREADY_EXISTS', 'taken', { slug: 'le-coeur-l-ete' });
    expect(takenSlugOf(error, 'other')).toBe('le-coeur-l-ete');
  });

  it('falls back to the slug sent when the answer does not name it', () => {
    expect(takenSlugOf(new ApiError(409, 'ALREADY_EXISTS', 'taken'), 'coeur-ete')).toBe('coeur-ete');
  });

  it('is no slug error for any other failure', () => {
    expect(takenSlugOf(new ApiError(400, 'VALIDATION_FAILED', 'bad'), 'x')).toBeNull();
    expect(takenSlugOf(new TypeError('Failed to fetch'), 'x')).toBeNull();
  });
});
