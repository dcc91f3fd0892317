import { describe, expect, it } from 'vitest';
import { loginRedirectFor } from './redirect';

describe('requirements §8: clearing the session on a dashboard redirects to /auth/login with returnUrl', () => {
  it('patient dashboard', () => {
    expect(loginRedirectFor('/patient-dashboard/questions?page=2')).toBe(
      '/auth/login?returnUrl=%2Fpatient-dashboard%2Fquestions%3Fpage%3D2',
    );
  });
  it('doctor dashboard', () => {
    expect(loginRedirectFor('/doctor-dashboard')).toBe('/auth/login?returnUrl=%2Fdoctor-dashboard');
  });
  it('other pages stay where they are', () => {
    expect(loginRedirectFor('/search-doctors?page=0')).toBeUndefined();
    expect(loginRedirectFor('/')).toBeUndefined();
  });
});
