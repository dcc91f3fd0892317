import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { guardedRoutes, notFoundRoute, publicRoutes } from './routes';

const appRoot = join(import.meta.dirname, '..');

describe('routes (docs/decisions/025)', () => {
  it('name the source file of each page module (the server preloads its chunks by it)', () => {
    for (const route of [...publicRoutes, ...guardedRoutes, notFoundRoute]) {
      expect(existsSync(join(appRoot, route.module)), route.module).toBe(true);
    }
  });

  it('render on the server the public pages a search engine or a shared link opens, and only them', () => {
    const serverRendered = [...publicRoutes, ...guardedRoutes, notFoundRoute]
      .filter((route) => route.serverRendered)
      .map((route) => route.path);
    expect(serverRendered).toEqual([
      '/',
      '/home',
      '/search-doctors',
      '/doctor-profile',
      '/questions',
      '/questions/:id',
      '/articles',
      '/s',
      '/s/quiSommeNous',
      '/medecins',
      '/medecins/:specialty',
      '/medecins/:specialty/:city',
      '*',
    ]);
  });
});
