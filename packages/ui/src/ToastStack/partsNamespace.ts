// What the root entry exports as `ToastStackParts` (src/index.ts): a module of its own, so that the namespace
// object the build makes of it lands in the root entry's file. Made of `./parts` directly, it sat in the
// chunk `@tabib/ui/toast-stack` shares and listed every part, so a site importing `Icon` alone kept them all,
// and the toast's timers and announcer with them.
export * from './parts';
