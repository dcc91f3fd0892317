import nodemailer from 'nodemailer';

/*
 * docs/decisions/017-notifications.md: e-mails leave by SMTP when SMTP_URL is set; otherwise they go
 * nowhere but the outbox (the `notifications` rows the admin reads at `GET /v1/outbox`), so the whole
 * journey runs on one machine.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** Recorded on each sent notification. */
  name: 'smtp' | 'outbox';
  /** Resolves once the message is accepted; rejects to have it tried again later. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Far below the worker's lease on a claimed notification, so a stuck server never outlives it. */
const SMTP_TIMEOUT_MS = 30_000;

/** SMTP through nodemailer; `url` is `smtp://user:pass@host:587` (STARTTLS) or `smtps://…:465` (TLS). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}

/** Keeps the message in the outbox only (the notification row holds what would have been sent). */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  send: async () => undefined,
  close: () => undefined,
};

export function configuredMailTransport(settings: {
  smtpUrl: string | undefined;
  mailFrom: string;
}): MailTransport {
  return settings.smtpUrl === undefined
    ? outboxTransport
    : createSmtpTransport(settings.smtpUrl, settings.mailFrom);
}
