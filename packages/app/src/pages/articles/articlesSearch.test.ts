import { describe, expect, it } from 'vitest';

import { articleHref, articlesViewFromSearch, isArticleId } from './articlesSearch';

const view = (query: string) => articlesViewFromSearch(new URLSearchParams(query));

describe('/articles: list or reading view from the URL', () => {
  it('shows the first page of the list by default', () => {
    expect(view('')).toEqual({ kind: 'list', page: 1 });
  });

  it('reads a 1-based page', () => {
    expect(view('page=3')).toEqual({ kind: 'list', page: 3 });
  });

  it('treats a page that is not a whole number ≥ 1 as page 1', () => {
    expect(view('page=0')).toEqual({ kind: 'list', page: 1 });
    expect(view('page=-2')).toEqual({ kind: 'list', page: 1 });
    expect(view('page=deux')).toEqual({ kind: 'list', page: 1 });
  });

  it('opens the reading view for ?id=', () => {
    expect(view('id=hypertension-arterielle&page=2')).toEqual({
      kind: 'article',
      id: 'hypertension-arterielle',
    });
  });
});

describe('article ids the server accepts (getArticle)', () => {
  it('accepts slugs and ids', () => {
    expect(isArticleId('ramadan-et-diabete')).toBe(true);
    expect(isArticleId('0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d')).toBe(true);
  });

  it('refuses empty, over-long or other characters', () => {
    expect(isArticleId('')).toBe(false);
    expect(isArticleId('a'.repeat(201))).toBe(false);
    expect(isArticleId('../admin')).toBe(false);
    expect(isArticleId('<script>')).toBe(false);
  });

  it('links the reading view with the id encoded', () => {
    expect(articleHref('sommeil-conseils')).toBe('/articles?id=sommeil-conseils');
  });
});
