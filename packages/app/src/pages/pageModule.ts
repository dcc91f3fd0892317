import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { ApiContext, Locale } from '@tabib/hooks';

/** What every route module exports: its page as the default export, and what a server render fetches. */
export interface PageModule {
  default: ComponentType;
  /**
   * Docs/decisions/025: a server-rendered page's data, declared as a function of its address. The
   * server fetches every query it gives in one round, then renders once; the browser hydrates the
   * page with that data under the same keys, so it asks for none of it again.
   */
  pageData?: PageData;
}

/** What a page's data depends on: its address, its language, and the time the page is rendered at. */
export interface PageDataArgs {
  url: URL;
  /** The matched route's params (`/medecins/:specialty`). */
  params: Params;
  locale: Locale;
  /** When the page is rendered (what the page's own "today" reads on the server). */
  now: Date;
  api: ApiContext;
}

/** A query a page declares: the options its own hook uses (`doctorProfileQuery(api, id)`), same key. */
export interface DeclaredQuery {
  queryKey: QueryKey;
}

export type PageData = (args: PageDataArgs) => readonly DeclaredQuery[];
