import { DEFAULT_LOCALE, LNG_PARAM, SUPPORTED_LOCALES, isLocale, type Locale } from '@tabib/hooks';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';

import type { RouteHandle } from '../routes';
import { usePublicOrigin } from '../ssr/RenderContext';

/** The picture a shared link shows (Open Graph, Twitter): the app's icon, shipped in public/. */
const SHARE_IMAGE = '/icon-512.png';
const OG_LOCALES: Record<Locale, string> = { fr: 'fr_TN', en: 'en_US', ar: 'ar_TN' };

/**
 * A page's URL in `locale`: its path (`/home` is `/`), the `id` naming the doctor or article it shows
 * when there is one (docs/decisions/023), and `lng` for a language other than the default. Filters
 * and paging are left out, so filtered and paged variants of a page count as one page.
 */
export function canonicalUrl(origin: string, pathname: string, search: string, locale: Locale): string {
  const id = new URLSearchParams(search).get('id');
  const query = new URLSearchParams();
  if (id) query.set('id', id);
  if (locale !== DEFAULT_LOCALE) query.set(LNG_PARAM, locale);
  const path = pathname === '/home' ? '/' : pathname;
  return query.size > 0 ? `${origin}${path}?${query.toString()}` : `${origin}${path}`;
}

/**
 * The language a URL names: its `lng`, else the default. A page shown in the reader's language from
 * their cookie or Accept-Language, at an address without `lng`, is the adaptive address (x-default)
 * and names itself as canonical: pointing at one of its hreflang alternates instead would tell search
 * engines that the address is a duplicate of that language version.
 */
export function urlLocale(search: string): Locale {
  const named = new URLSearchParams(search).get(LNG_PARAM);
  return isLocale(named) ? named : DEFAULT_LOCALE;
}

export interface PageMetaProps {
  /** Default: the route's `META.<key>.TITLE`. */
  title?: string;
  /** Default: the route's `META.<key>.DESCRIPTION`. */
  description?: string;
  /** The shared link's picture, absolute or from the site root; default the app's icon. */
  image?: string;
  /** Open Graph type; default `website` (`profile` for a doctor, `article` for an article). */
  type?: 'website' | 'profile' | 'article';
}

/**
 * requirements §2: title, description and canonical link per route for home, search-doctors, questions/ask,
 * questions, articles, doctor-dashboard and patient-dashboard, a default for the others; with them the
 * page's language versions (hreflang, the default language as x-default) and its social preview
 * (Open Graph, Twitter). A page that knows better (a doctor's profile, an article) renders its own with
 * props. React 19 hoists these elements into <head>, on the server too (docs/decisions/025).
 */
export function PageMeta(props: PageMetaProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const key = handle?.meta ?? 'DEFAULT';
  const locale = isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;
  const origin = usePublicOrigin();
  const canonical = canonicalUrl(origin, pathname, search, urlLocale(search));
  const title = props.title ?? intl.formatMessage({ id: `META.${key}.TITLE` });
  const description = props.description ?? intl.formatMessage({ id: `META.${key}.DESCRIPTION` });
  const image = props.image ?? SHARE_IMAGE;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {SUPPORTED_LOCALES.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={canonicalUrl(origin, pathname, search, language)}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={canonicalUrl(origin, pathname, search, DEFAULT_LOCALE)}
      />
      <meta property="og:type" content={props.type ?? 'website'} />
      <meta property="og:site_name" content={intl.formatMessage({ id: 'META.SITE_NAME' })} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image.startsWith('/') ? `${origin}${image}` : image} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
