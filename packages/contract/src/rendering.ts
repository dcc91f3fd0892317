import type { Direction, Locale } from './locales';

/**
 * A page of the web app rendered on the server: what the app's server renderer gives and the server
 * writes into the HTML document it answers.
 */
export interface RenderedPage {
  locale: Locale;
  dir: Direction;
  /** The page's `<title>`, meta and link elements (React hoists them), for the document's head. */
  head: string;
  /** The markup of `#root`. */
  html: string;
  /** The state element the browser hydrates with. */
  state: string;
  /** Source path of the page's route module: the server preloads its chunks. */
  module: string;
  /** The page said it found nothing at its address (the server answers 404). */
  notFound: boolean;
}
