// What the root entry exports as `PaginationParts` (src/index.ts): a module of its own, so that the namespace
// object the build makes of it lands in the root entry's file. Made of `./parts` directly, it sat in the
// chunk `@tabib/ui/pagination` shares and listed every part, so a site importing one part kept them all.
export * from './parts';
