// Radix Toast in its own chunk: no page needs it to render, so it loads right after the first render
// instead of with it (docs/decisions/016: the home route's first JavaScript within 150 kB).
export { ToastStack as default } from '@tabib/ui';
