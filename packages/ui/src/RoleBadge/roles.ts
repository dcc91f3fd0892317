/** The five roles, in the order the role is derived (guest first): the API contract's. */
export { ROLES } from '@tabib/contract';
export type { Role } from '@tabib/contract';
