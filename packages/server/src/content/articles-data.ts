import type { components } from '@tabib/contract';
import type { Kysely, Selectable } from 'kysely';
import { isId, newId } from '../platform/db/ids.js';
import type { ArticlesTable, Database } from '../platform/db/schema.js';
import { normalizeSearchText } from '../platform/db/search-text.js';
import { DomainError } from '../platform/errors.js';
import { audit } from '../platform/audit.js';
import { type ResultsPage, selectResultsPage } from '../platform/results-page.js';

export type ArticleOrder = 'updatedAt:desc' | 'updatedAt:asc' | 'createdAt:desc' | 'title:asc';

export type Article = components['schemas']['Article'];

/** spec `ArticleInput` / `ArticleUpdateInput`. */
export interface ArticleInput {
  title?: string;
  slug?: string;
  excerpt?: string;
  content?: string;
  coverUrl?: string | null;
  author?: string;
  showOnLanding?: boolean;
  published?: boolean;
}

export function toArticle(row: Selectable<ArticlesTable>): Article {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    coverUrl: row.cover_url,
    author: row.author,
    showOnLanding: row.show_on_landing,
    published: row.published,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A slug of the spec's pattern `^[a-z0-9]+(-[a-z0-9]+)*$` from a title: "Le cœur & l’été" → "le-coeur-l-ete". */
export function slugify(title: string): string {
  const slug = normalizeSearchText(title.replace(/œ/gi, 'oe').replace(/æ/gi, 'ae'))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
  return slug === '' ? 'article' : slug;
}

const orderColumns = {
  'updatedAt:desc': ['updated_at', 'desc'],
  'updatedAt:asc': ['updated_at', 'asc'],
  'createdAt:desc': ['created_at', 'desc'],
  'title:asc': ['title', 'asc'],
} as const;

export async function listArticles(
  db: Kysely<Database>,
  filter: { published: boolean; showOnLanding?: boolean },
  options: { sortBy: ArticleOrder; page: number; limit: number },
): Promise<ResultsPage<Article>> {
  let base = db.selectFrom('articles').where('published', '=', filter.published);
  if (filter.showOnLanding !== undefined) base = base.where('show_on_landing', '=', filter.showOnLanding);
  const [column, direction] = orderColumns[options.sortBy];
  const ordered = base.selectAll().orderBy(column, direction).orderBy('id', direction);
  return selectResultsPage(base, ordered, options, toArticle);
}

/** By `_id` or slug (spec `getArticle`). */
export async function findArticle(db: Kysely<Database>, idOrSlug: string) {
  return db
    .selectFrom('articles')
    .selectAll()
    .where((eb) =>
      isId(idOrSlug)
        ? eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)])
        : eb('slug', '=', idOrSlug),
    )
    .executeTakeFirst();
}

const slugTaken = (slug: string) =>
  new DomainError('ALREADY_EXISTS', `An article with the slug "${slug}" already exists.`, 409, { slug });

async function assertSlugFree(db: Kysely<Database>, slug: string, exceptId?: string) {
  let query = db.selectFrom('articles').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw slugTaken(slug);
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * spec `createArticle`, `updateArticle` x-ownership: the article as written, its change recorded in the
 * audit log (in the write's transaction) with what it was before, null for a new one.
 */
async function auditedArticle(
  trx: Kysely<Database>,
  change: {
    actorUserId: string;
    action: 'article.create' | 'article.update';
    before: Selectable<ArticlesTable> | null;
    row: Selectable<ArticlesTable>;
  },
  now: Date,
): Promise<Article> {
  const article = toArticle(change.row);
  await audit(
    trx,
    {
      actorUserId: change.actorUserId,
      action: change.action,
      entity: 'article',
      entityId: article._id,
      before: change.before && toArticle(change.before),
      after: article,
    },
    now,
  );
  return article;
}

export async function createArticle(
  db: Kysely<Database>,
  input: Required<Pick<ArticleInput, 'title' | 'excerpt' | 'content'>> & ArticleInput,
  actorUserId: string,
  now: Date,
): Promise<Article> {
  const slug = input.slug ?? slugify(input.title);
  await assertSlugFree(db, slug);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('articles')
        .values({
          id: newId(now.getTime()),
          title: input.title,
          slug,
          excerpt: input.excerpt,
          content: input.content,
          cover_url: input.coverUrl ?? null,
          author: input.author ?? 'Tabib',
          show_on_landing: input.showOnLanding ?? false,
          published: input.published ?? true,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return await auditedArticle(trx, { actorUserId, action: 'article.create', before: null, row }, now);
    });
  } catch (error) {
    // Two creations racing for one slug: the UNIQUE index decides.
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

export async function updateArticle(
  db: Kysely<Database>,
  id: string,
  input: ArticleInput,
  actorUserId: string,
  now: Date,
): Promise<Article | undefined> {
  if (input.slug !== undefined) await assertSlugFree(db, input.slug, id);
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('articles')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) return undefined;
      const row = await trx
        .updateTable('articles')
        .set({
          ...(input.title !== undefined && { title: input.title }),
          ...(input.slug !== undefined && { slug: input.slug }),
          ...(input.excerpt !== undefined && { excerpt: input.excerpt }),
          ...(input.content !== undefined && { content: input.content }),
          ...(input.coverUrl !== undefined && { cover_url: input.coverUrl }),
          ...(input.author !== undefined && { author: input.author }),
          ...(input.showOnLanding !== undefined && { show_on_landing: input.showOnLanding }),
          ...(input.published !== undefined && { published: input.published }),
          updated_at: now,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return await auditedArticle(trx, { actorUserId, action: 'article.update', before, row }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.slug !== undefined) throw slugTaken(input.slug);
    throw error;
  }
}
