import { useLocale } from '@tabib/hooks';

import { usePublicOrigin } from '../ssr/RenderContext';
import { canonicalUrl } from './PageMeta';

/**
 * Structured data for search engines (schema.org as JSON-LD), rendered with the page on the server
 * (docs/decisions/025). `<` is escaped so no text inside can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** A BreadcrumbList of `items` (name and absolute URL), in order from the home page. */
export function breadcrumbList(items: readonly { name: string; url: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** An ItemList of `items` (schema.org things, each naming its page's URL), in the order shown. */
export function itemList(items: readonly Record<string, unknown>[]) {
  return {
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
  };
}

/** The absolute URL of a page of the site in the reader's language, as the page's canonical link names it. */
export function useAbsoluteUrl(): (href: string) => string {
  const origin = usePublicOrigin();
  const { locale } = useLocale();
  return (href) => {
    const url = new URL(href, origin);
    return canonicalUrl(origin, url.pathname, url.search, locale);
  };
}
