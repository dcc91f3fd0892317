import Markdown from 'react-markdown';

import './ArticlesPage.css';

/**
 * An article's body as readers see it on /articles, shared with the back office's preview so an
 * admin previews exactly what will be published.
 */
export function ArticleBody({
  content,
  language = { dir: 'auto' },
}: {
  content: string;
  /** The article's language and direction (`useContentLanguage`); default its own direction only. */
  language?: { lang?: string; dir: 'auto' };
}) {
  return (
    // The body is Markdown (spec/openapi.yaml Article.content), turned into React elements: raw
    // HTML in it is dropped, never injected, and a title of level 1 becomes level 2 under the h1.
    <div className="articles-reader-body" {...language}>
      <Markdown skipHtml components={{ h1: 'h2' }}>
        {content}
      </Markdown>
    </div>
  );
}
