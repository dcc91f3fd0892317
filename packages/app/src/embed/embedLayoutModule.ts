// The widget's layout as a module's default export, for the router's lazy import.
export { EmbedLayout as default } from './EmbedLayout';
