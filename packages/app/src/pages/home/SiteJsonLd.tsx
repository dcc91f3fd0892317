import { useIntl } from 'react-intl';

import { JsonLd, useAbsoluteUrl } from '../../shell/JsonLd';
import { SEARCH_PATH } from '../search/searchHref';

/**
 * The site for search engines (docs/decisions/025): its name in the reader's language, its home page
 * and how to search it (a `SearchAction` on the search page's `q`, the whole query a patient types), so
 * a result can offer a search box that leads straight to Tabib's results.
 */
export function SiteJsonLd() {
  const intl = useIntl();
  const absolute = useAbsoluteUrl();
  const search = absolute(SEARCH_PATH);
  return (
    <JsonLd
      data={{
        '@type': 'WebSite',
        name: intl.formatMessage({ id: 'META.SITE_NAME' }),
        alternateName: 'Tabib',
        url: absolute('/'),
        inLanguage: intl.locale,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${search}${search.includes('?') ? '&' : '?'}q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      }}
    />
  );
}
