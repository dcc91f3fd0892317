import { describe, expect, it } from 'vitest';
import { loadConfig } from './platform/config.js';
import { startupBanner } from './startup-banner.js';

const config = (env: Record<string, string>) =>
  loadConfig({ JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'http://127.0.0.1:3000', ...env });

// What `pnpm start` prints: each demo account once, and no line twice.
describe('the start-up banner', () => {
  it('lists the address and each demo account once', () => {
    const banner = startupBanner(config({ LOCAL_IDP: 'on' }), 'http://127.0.0.1:3000');
    expect(banner.split('\n').slice(0, 7)).toEqual([
      '',
      'Tabib is running at http://127.0.0.1:3000 (public URL http://127.0.0.1:3000)',
      'Demo accounts (password "Tabib-Demo-2026"):',
      '  admin      admin@tabib.test         back office administrator',
      '  doctor     docteur@tabib.test       cardiologist in Tunis, with agenda, questions, services and statistics',
      '  secretary  secretaire@tabib.test    secretary of the demo doctor',
      '  patient    patient@tabib.test       patient with past and upcoming appointments and questions',
    ]);
    for (const email of [
      'admin@tabib.test',
      'docteur@tabib.test',
      'secretaire@tabib.test',
      'patient@tabib.test',
    ]) {
      expect(banner.split(email)).toHaveLength(2);
    }
    expect(banner).toContain(
      '  Local identity provider ON at http://127.0.0.1:3000/idp (LOCAL_IDP=off to disable): sign in there with the admin demo account',
    );
  });

  it('says where the back-office sign-in leads without the local identity provider', () => {
    const banner = startupBanner(config({ LOCAL_IDP: 'off' }), 'http://127.0.0.1:3000');
    expect(banner.split('\n').at(-1)).toBe(
      'Back-office sign-in: Google → not configured, Facebook → not configured',
    );
  });
});
