import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from './notifications-data.js';
import type { Database } from '../platform/db/schema.js';
import { smsOutboxTransport } from './sms.js';
import type { MailTransport } from './transport.js';
import { MARK_SENT_RETRY_MS, runDueNotifications } from './worker.js';

/*
 * Only the database calls are stubbed: the mail server accepted the message, then PostgreSQL refuses the
 * "sent" mark for a while (a restart). The mark must land once it is back, so the message is not sent again.
 */
vi.mock('./notifications-data.js', async (importOriginal) => ({
  ...(await importOriginal<typeof data>()),
  dropStaleReminders: vi.fn(async () => 0),
  claimDueNotifications: vi.fn(),
  markNotificationSent: vi.fn(),
}));

const invitation = {
  id: 'n1',
  kind: 'secretary_invitation',
  channel: 'email',
  locale: 'fr',
  recipient_email: 'secretariat@tabib.test',
  recipient_phone: null,
  attempts: 1,
  payload: {
    doctorName: 'Amel Kallel',
    invitationUrl: 'https://tabib.tn/invitation/abc',
    expiresAt: '2026-03-09T07:00:00.000Z',
  },
} as unknown as data.NotificationRow;

const connectionRefused = new Error('connect ECONNREFUSED 127.0.0.1:5432');

describe('the "sent" mark of a delivered notification while the database is down', () => {
  const sent: string[] = [];
  const transport: MailTransport = {
    name: 'smtp',
    send: async (message) => void sent.push(message.to),
    close: () => undefined,
  };
  const run = () =>
    runDueNotifications({
      db: {} as Kysely<Database>,
      transport,
      sms: smsOutboxTransport,
      now: () => new Date('2026-03-02T07:00:00.000Z'),
      maxAttempts: 5,
      publicUrl: 'https://tabib.tn',
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
    vi.mocked(data.claimDueNotifications)
      .mockReset()
      .mockResolvedValueOnce([invitation])
      .mockResolvedValue([]);
    vi.mocked(data.markNotificationSent).mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is retried with backoff until the database takes it, the message sent once', async () => {
    vi.mocked(data.markNotificationSent)
      .mockRejectedValueOnce(connectionRefused)
      .mockRejectedValueOnce(connectionRefused)
      .mockResolvedValueOnce();
    const result = run();
    // 0.5 s, then 1 s after the failed marks.
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await result).toEqual({ sent: 1, retried: 0, failed: 0, dropped: 0 });
    expect(sent).toEqual(['secretariat@tabib.test']);
    expect(vi.mocked(data.markNotificationSent)).toHaveBeenCalledTimes(3);
    expect(vi.mocked(data.markNotificationSent).mock.calls[2]?.[1]).toBe('n1');
  });

  it('is given up after a minute, the run failing with the database error', async () => {
    vi.mocked(data.markNotificationSent).mockRejectedValue(connectionRefused);
    const result = run();
    const outcome = expect(result).rejects.toThrow('connect ECONNREFUSED 127.0.0.1:5432');
    await vi.advanceTimersByTimeAsync(MARK_SENT_RETRY_MS);
    await outcome;
    // At 0, 0.5, 1.5, 3.5, 7.5, 15.5, 23.5, 31.5, 39.5, 47.5, 55.5 s; the next would be past the minute.
    expect(vi.mocked(data.markNotificationSent)).toHaveBeenCalledTimes(11);
    expect(sent).toEqual(['secretariat@tabib.test']);
  });
});
