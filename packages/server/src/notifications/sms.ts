/*
 * docs/decisions/030-sms.md: SMS leave through Twilio's Messages API when it is configured; otherwise
 * they go nowhere but the outbox (`GET /v1/outbox`, channel `sms`), as e-mails do without SMTP.
 */

import type { TwilioSettings } from '../platform/config-services.js';

export interface SmsMessage {
  /** E.164, e.g. `+21620123456`. */
  to: string;
  text: string;
}

export interface SmsTransport {
  /** Recorded on each sent notification. */
  name: 'twilio' | 'sms-outbox';
  /** Resolves once the provider accepted the message; rejects to have it tried again later. */
  send(message: SmsMessage): Promise<void>;
}

/**
 * The provider will not deliver to this phone because its owner replied STOP: trying again is useless,
 * and the patient's choice is recorded (docs/decisions/048-notification-language-sms.md).
 */
export class SmsOptedOutError extends Error {}

/** Twilio's "Attempt to send to unsubscribed recipient". */
const TWILIO_UNSUBSCRIBED = 21610;

/** Twilio's REST API: `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, basic auth. */
export function createTwilioTransport(settings: TwilioSettings): SmsTransport {
  const url = `${settings.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.text }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) {
        const body = (await response.text()).slice(0, 300);
        const message = `Twilio answered ${response.status}: ${body}`;
        throw errorCode(body) === TWILIO_UNSUBSCRIBED ? new SmsOptedOutError(message) : new Error(message);
      }
    },
  };
}

/** The `code` of a Twilio error body (`{"code": 21610, "message": …}`), if it is one. */
function errorCode(body: string): unknown {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

/** Keeps the SMS in the outbox only (the notification row holds what would have been sent). */
export const smsOutboxTransport: SmsTransport = { name: 'sms-outbox', send: async () => undefined };

export function configuredSmsTransport(twilio: TwilioSettings | undefined): SmsTransport {
  return twilio === undefined ? smsOutboxTransport : createTwilioTransport(twilio);
}

/**
 * A stored phone in E.164, as SMS providers want it: a Tunisian number written nationally
 * (`20 123 456`) gets +216; `00…` becomes `+…`; null when it cannot be a phone number.
 */
export function phoneE164(phone: string): string | null {
  const compact = phone.replace(/[\s.()-]/g, '').replace(/^00/, '+');
  if (/^\d{8}$/.test(compact)) return `+216${compact}`;
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}
