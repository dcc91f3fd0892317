import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { loadCatalog, messageIds } from '../../i18n/catalog';
import { SOCIAL_ERROR_FALLBACK, SOCIAL_ERROR_MESSAGES, socialErrorMessageId } from './login/adminSignIn';
import { adminRoute } from './routes';
import { ADMIN_PATHS, ADMIN_SECTIONS, ADMIN_SUBPAGES } from './sections';

const frIds = new Set(messageIds(loadCatalog('fr')));

describe('the back-office nav (docs/decisions/018 "Administration")', () => {
  it('lists the sections in this order', () => {
    expect(ADMIN_SECTIONS.map((section) => section.path)).toEqual([
      '/admin/doctors',
      '/admin/applications',
      '/admin/users',
      '/admin/specialties',
      '/admin/articles',
      '/admin/appointments',
      '/admin/refunds',
      '/admin/questions',
      '/admin/audit',
      '/admin/outbox',
    ]);
  });

  it('has a translated name for every page (also its document title)', () => {
    const missing = [...ADMIN_SECTIONS, ...ADMIN_SUBPAGES]
      .map((page) => page.label)
      .filter((id) => !frIds.has(id));
    expect(missing).toEqual([]);
  });
});

describe('social sign-in errors (/admin/auth/social?error=<code>)', () => {
  it('has a translated message for each code and the fallback', () => {
    const ids = [...Object.values(SOCIAL_ERROR_MESSAGES), SOCIAL_ERROR_FALLBACK];
    expect(ids.filter((id) => !frIds.has(id))).toEqual([]);
  });

  it.each([
    ['SOCIAL_ACCOUNT_NOT_FOUND', 'ADMIN.SOCIAL.ERRORS.SOCIAL_ACCOUNT_NOT_FOUND'],
    ['NOT_CONFIGURED', 'ADMIN.SOCIAL.ERRORS.NOT_CONFIGURED'],
    ['SOMETHING_ELSE', 'ADMIN.SOCIAL.ERRORS.GENERIC'],
    ['toString', 'ADMIN.SOCIAL.ERRORS.GENERIC'],
    [null, 'ADMIN.SOCIAL.ERRORS.GENERIC'],
  ])('%s → %s', (code, id) => {
    expect(socialErrorMessageId(code)).toBe(id);
  });

  it('names every address the back office serves, for the server to answer 404 to any other', () => {
    const served = (path: string) => matchRoutes([adminRoute], path)?.at(-1)?.route.path !== '*';
    expect(ADMIN_PATHS.filter((path) => !served(path.replace(':id', 'a1')))).toEqual([]);
    expect(ADMIN_PATHS).toHaveLength(3 + ADMIN_SECTIONS.length + ADMIN_SUBPAGES.length);
    expect(ADMIN_PATHS.slice(0, 3)).toEqual(['/admin', '/admin/login', '/admin/auth/social']);
    expect(served('/admin/no-such-section')).toBe(false);
  });
});
