export * from './parts';
export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { pageCountOf, paginationRange } from './paginationRange';
export type { PaginationItem } from './paginationRange';
export { paginationMessages } from './messages';
export type { PaginationLabels } from './messages';
