import type { ComponentType } from 'react';

/** What every route module exports: its page as the default export. */
export interface PageModule {
  default: ComponentType;
}
