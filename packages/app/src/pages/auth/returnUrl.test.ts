import { describe, expect, it } from 'vitest';

import { authPageHref, dashboardFor, destinationAfterSignIn, safeReturnUrl } from './returnUrl';

describe('safeReturnUrl: only paths of this site (no open redirect)', () => {
  it.each([
    '/patient-dashboard',
    '/patient-dashboard/settings?tab=profile#password',
    '/questions/ask',
    '/search-doctors?page=0',
  ])('keeps the same-site path %s', (path) => {
    expect(safeReturnUrl(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['absolute', 'https://evil.example/'],
    ['scheme', 'javascript:alert(1)'],
    ['relative', 'patient-dashboard'],
    ['tab smuggled', '/\t/evil.example'],
    ['newline smuggled', '/\n/evil.example'],
    ['empty', ''],
  ])('refuses %s (%s)', (_kind, raw) => {
    expect(safeReturnUrl(raw)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeReturnUrl(null)).toBeNull();
    expect(safeReturnUrl(undefined)).toBeNull();
  });

  it('refuses the auth pages themselves', () => {
    expect(safeReturnUrl('/auth/login?returnUrl=%2Fx')).toBeNull();
    expect(safeReturnUrl('/auth')).toBeNull();
    expect(safeReturnUrl('/authors')).toBe('/authors');
  });
});

describe('destination after sign-in', () => {
  it('sends a patient to /patient-dashboard and the other roles to /doctor-dashboard', () => {
    expect(dashboardFor('patient')).toBe('/patient-dashboard');
    expect(dashboardFor('doctor')).toBe('/doctor-dashboard');
    expect(dashboardFor('secretary')).toBe('/doctor-dashboard');
    expect(dashboardFor('admin')).toBe('/doctor-dashboard');
  });

  it('prefers a safe returnUrl, else the role dashboard', () => {
    expect(destinationAfterSignIn('/patient-dashboard/questions', 'patient')).toBe(
      '/patient-dashboard/questions',
    );
    expect(destinationAfterSignIn('//evil.example', 'patient')).toBe('/patient-dashboard');
    expect(destinationAfterSignIn(null, 'doctor')).toBe('/doctor-dashboard');
  });
});

describe('links between the auth pages keep returnUrl', () => {
  it('encodes a safe returnUrl', () => {
    expect(authPageHref('/auth/register', '/patient-dashboard?x=1')).toBe(
      '/auth/register?returnUrl=%2Fpatient-dashboard%3Fx%3D1',
    );
  });

  it('drops an unsafe or missing one', () => {
    expect(authPageHref('/auth/login', 'https://evil.example')).toBe('/auth/login');
    expect(authPageHref('/auth/login', null)).toBe('/auth/login');
  });
});
