import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { configuredMailTransport } from '../transport.js';

describe('configuration of the notification worker (packages/server/README.md)', () => {
  it('sends through SMTP only when SMTP_URL is set', () => {
    const defaults = loadConfig({ JWT_SECRET: 'x'.repeat(32) }).notifications;
    expect(defaults).toEqual({
      intervalMs: 30_000,
      maxAttempts: 5,
      smtpUrl: undefined,
      mailFrom: 'Tabib <no-reply@tabib.tn>',
    });
    expect(configuredMailTransport(defaults).name).toBe('outbox');
    const smtp = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      NOTIFY_INTERVAL: '5000',
      NOTIFY_MAX_ATTEMPTS: '3',
      SMTP_URL: 'smtps://tabib:secret@mail.example.tn:465',
      MAIL_FROM: 'Tabib <rdv@tabib.tn>',
    }).notifications;
    expect(smtp).toEqual({
      intervalMs: 5000,
      maxAttempts: 3,
      smtpUrl: 'smtps://tabib:secret@mail.example.tn:465',
      mailFrom: 'Tabib <rdv@tabib.tn>',
    });
    const transport = configuredMailTransport(smtp);
    expect(transport.name).toBe('smtp');
    transport.close();
  });

  it('refuses an SMTP_URL that is not smtp: or smtps:, and a NOTIFY_INTERVAL out of range', () => {
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'http://mail.example.tn', NOTIFY_INTERVAL: '0' }),
    ).toThrow(
      /NOTIFY_INTERVAL must be an integer from 10 to 3600000[\s\S]*SMTP_URL must be a smtp: or smtps: URL/,
    );
  });
});
