import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApiServer, demoAccounts, seededArticles } from '@tabib/server/testing';

import { auditLogQuery } from '../admin/useAuditLog';
import { publicSpecialtiesQuery } from '../specialties/usePublicSpecialties';
import { renderHookAs, testProviderAs } from '../../../test/reference-server';
import { invalidatedKeys, settledData } from '../../../test/test-provider';
import { articleQuery } from './useArticle';
import { articlesQuery, useArticles } from './useArticles';
import { useCreateArticle } from './useCreateArticle';
import { landingArticlesQuery } from './useLandingArticles';
import { useUpdateArticle } from './useUpdateArticle';

const drafts = seededArticles.filter((article) => !article.published);

describe('the back office’s articles against the reference server (PGlite)', () => {
  const server = useApiServer('pglite', { state: 'seeded' });

  describe('listArticles x-ownership: only an admin sees the unpublished ones (`published:false`)', () => {
    it('gives an admin the drafts', async () => {
      const { result } = await renderHookAs(server(), demoAccounts.admin, () =>
        useArticles({ query: { published: false }, limit: 100 }),
      );
      const page = await settledData(result);

      expect(page.totalResults).toBe(drafts.length);
      expect(page.results.map((article) => article.title).sort()).toEqual(
        drafts.map((article) => article.title).sort(),
      );
    });

    it('refuses them to a patient with 403', async () => {
      const { result } = await renderHookAs(server(), demoAccounts.patient, () =>
        useArticles({ query: { published: false } }),
      );

      await expect(settledData(result)).rejects.toMatchObject({ status: 403 });
    });
  });

  /** An admin's provider with the article lists, one article, the audit log and an unrelated list cached. */
  async function adminWithCachedArticles() {
    const provider = await testProviderAs(server(), demoAccounts.admin);
    const context = { client: provider.api };
    const published = articlesQuery(context, { query: { published: true }, page: 1, limit: 20 });
    const draftList = articlesQuery(context, { query: { published: false }, page: 1, limit: 20 });
    const landing = landingArticlesQuery(context);
    const audit = auditLogQuery(context, {});
    await provider.queryClient.fetchQuery(published);
    await provider.queryClient.fetchQuery(draftList);
    await provider.queryClient.fetchQuery(landing);
    await provider.queryClient.fetchQuery(audit);
    await provider.queryClient.fetchQuery(publicSpecialtiesQuery(context, 6));
    return {
      ...provider,
      context,
      keys: [published, draftList, landing, audit].map((query) => query.queryKey),
    };
  }

  it('creating an article marks every article list and the audit log stale, and nothing else', async () => {
    const { wrapper, queryClient, keys } = await adminWithCachedArticles();
    const { result } = renderHook(() => useCreateArticle(), { wrapper });

    const article = await act(() =>
      result.current.mutateAsync({
        title: 'Le sommeil des adolescents',
        excerpt: 'Combien d’heures, et pourquoi.',
        content: '## Huit à dix heures\n\nPar nuit.',
        showOnLanding: true,
        published: false,
      }),
    );

    expect(article).toMatchObject({
      slug: 'le-sommeil-des-adolescents',
      showOnLanding: true,
      published: false,
    });
    expect(invalidatedKeys(queryClient)).toEqual(keys);
  });

  it('editing an article marks the lists, that article and the audit log stale, and nothing else', async () => {
    const { wrapper, queryClient, context, keys } = await adminWithCachedArticles();
    const created = await context.client.POST('/articles', {
      body: {
        title: 'La vitamine D en hiver',
        excerpt: 'Faut-il en prendre ?',
        content: 'Parlez-en à votre médecin.',
        showOnLanding: false,
        published: true,
      },
    });
    const id = created.data!._id;
    const bySlug = articleQuery(context, 'la-vitamine-d-en-hiver');
    await queryClient.fetchQuery(bySlug);
    const other = articleQuery(context, seededArticles[0]!.slug);
    await queryClient.fetchQuery(other);
    const { result } = renderHook(() => useUpdateArticle(), { wrapper });

    const article = await act(() =>
      result.current.mutateAsync({ id, changes: { slug: 'vitamine-d-hiver', showOnLanding: true } }),
    );

    expect(article).toMatchObject({ _id: id, slug: 'vitamine-d-hiver', showOnLanding: true });
    expect(invalidatedKeys(queryClient)).toEqual(expect.arrayContaining([...keys, bySlug.queryKey]));
    expect(invalidatedKeys(queryClient)).toHaveLength(keys.length + 1);
  });
});
