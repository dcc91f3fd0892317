// The footer in its own chunk: below the fold, so it loads right after the first render instead of with
// it (the home route's first JavaScript within its budget). Server-rendered pages have it in their HTML.
export { Footer as default } from '@tabib/ui';
