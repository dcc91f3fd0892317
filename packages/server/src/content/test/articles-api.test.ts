import { describe, expect, it } from 'vitest';
import { slugify } from '../articles-data.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';

describe('slugify', () => {
  it('makes a slug of the spec’s pattern from a French title', () => {
    expect(slugify('Le cœur & l’été : 5 conseils')).toBe('le-coeur-l-ete-5-conseils');
    expect(slugify('  Allergies au pollen !  ')).toBe('allergies-au-pollen');
    expect(slugify('صحة')).toBe('article');
  });
});

describe.each(backends)('articles over HTTP on %s', (backend) => {
  const server = useApiServer(backend, { state: 'seeded' });

  it('lists published landing articles, newest update first', async () => {
    const { db } = server().database;
    const { api } = await server().guest();
    const { data } = await api.GET('/articles', {
      params: { query: { query: JSON.stringify({ showOnLanding: true }), limit: 4 } },
    });
    const expected = await db
      .selectFrom('articles')
      .select('id')
      .where('published', '=', true)
      .where('show_on_landing', '=', true)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    expect(data).toMatchObject({ page: 1, limit: 4, totalResults: expected.length });
    expect(data!.results.map((a) => a._id)).toEqual(expected.slice(0, 4).map((a) => a.id));
    expect(data!.results.every((a) => a.published && a.showOnLanding)).toBe(true);

    const byTitle = await api.GET('/articles', { params: { query: { sortBy: 'title:asc', limit: 100 } } });
    const titles = byTitle.data!.results.map((a) => a.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(byTitle.data!.results.every((a) => a.published)).toBe(true);
  });

  it('shows unpublished articles to admins only', async () => {
    const { api } = await server().guest();
    const guest = await api.GET('/articles', {
      params: { query: { query: JSON.stringify({ published: false }) } },
    });
    expect(guest.response.status).toBe(403);
    expect(guest.error).toMatchObject({ code: 'FORBIDDEN' });
    const admin = await server().as(demoAccounts.admin.email);
    const { data } = await admin.api.GET('/articles', {
      params: { query: { query: JSON.stringify({ published: false }), limit: 100 } },
    });
    expect(data!.results.every((a) => !a.published)).toBe(true);
  });

  it('creates an article with a slug from its title, finds it by id and slug; a duplicate is 409', async () => {
    const admin = await server().as(demoAccounts.admin.email);
    const body = {
      title: 'Bien dormir en été',
      excerpt: 'Cinq conseils.',
      content: '# Sommeil\n\nDormez.',
      showOnLanding: false,
      published: true,
    };
    const created = await admin.api.POST('/articles', { body });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({
      title: 'Bien dormir en été',
      slug: 'bien-dormir-en-ete',
      published: true,
      showOnLanding: false,
      coverUrl: null,
    });
    const id = created.data!._id;
    const { api } = await server().guest();
    expect((await api.GET('/articles/{id}', { params: { path: { id } } })).data?.slug).toBe(
      'bien-dormir-en-ete',
    );
    expect(
      (await api.GET('/articles/{id}', { params: { path: { id: 'bien-dormir-en-ete' } } })).data?._id,
    ).toBe(id);
    const duplicate = await admin.api.POST('/articles', { body });
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: 'ALREADY_EXISTS' });
    const audit = await server()
      .database.db.selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity_id', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'article.create', entity: 'article' }]);
  });

  it('updates an article; unpublishing hides it from the public', async () => {
    const admin = await server().as(demoAccounts.admin.email);
    const created = await admin.api.POST('/articles', {
      body: {
        title: 'Hydratation',
        excerpt: 'Boire.',
        content: 'Buvez de l’eau.',
        showOnLanding: false,
        published: true,
      },
    });
    const id = created.data!._id;
    const updated = await admin.api.PUT('/articles/{id}', {
      params: { path: { id } },
      body: { published: false, slug: 'hydratation-ete' },
    });
    expect(updated.data).toMatchObject({
      _id: id,
      published: false,
      slug: 'hydratation-ete',
      title: 'Hydratation',
    });
    const { api } = await server().guest();
    const hidden = await api.GET('/articles/{id}', { params: { path: { id: 'hydratation-ete' } } });
    expect(hidden.response.status).toBe(404);
    expect(hidden.error).toMatchObject({ code: 'NOT_FOUND', message: 'Article not found.' });
    const clash = await admin.api.PUT('/articles/{id}', {
      params: { path: { id } },
      body: { slug: 'bien-dormir-en-ete' },
    });
    expect(clash.response.status).toBe(409);
    const missing = await admin.api.PUT('/articles/{id}', {
      params: { path: { id: '01900000-0000-7000-8000-000000000000' } },
      body: { title: 'Rien' },
    });
    expect(missing.response.status).toBe(404);
  });

  it('forbids article writes to non-admins and refuses bad input with 400', async () => {
    const doctor = await server().as(demoAccounts.doctor.email);
    const byDoctor = await doctor.api.POST('/articles', {
      body: { title: 'Abc', excerpt: 'x', content: 'y', showOnLanding: false, published: true },
    });
    expect(byDoctor.response.status).toBe(403);
    const admin = await server().as(demoAccounts.admin.email);
    const bad = await admin.api.POST('/articles', {
      body: {
        title: 'Ok title',
        excerpt: 'x',
        content: 'y',
        slug: 'Not A Slug',
        showOnLanding: false,
        published: true,
      },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    const badPath = await fetch(`${server().origin}/v1/articles/${encodeURIComponent('a b')}`);
    expect(badPath.status).toBe(400);
  });
});
