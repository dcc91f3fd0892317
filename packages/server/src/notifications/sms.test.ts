import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSms } from './messages.js';
import { createTwilioTransport, phoneE164, SmsOptedOutError } from './sms.js';

describe('phoneE164', () => {
  it.each([
    ['20 123 456', '+21620123456'],
    ['+216 98 765 432', '+21698765432'],
    ['0021671123456', '+21671123456'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('%s → %s', (stored, e164) => {
    expect(phoneE164(stored)).toBe(e164);
  });

  it.each(['123', 'appelez-moi', '+0 12345678'])('%s is not a phone number', (stored) => {
    expect(phoneE164(stored)).toBeNull();
  });
});

describe('renderSms', () => {
  it('says what happened, with whom, when in Tunis, and where to manage it, in one line', () => {
    const text = renderSms(
      'reminder',
      {
        patientName: 'Youssef Trabelsi',
        doctorName: 'Karim Ben Salah',
        specialty: 'Cardiologie',
        address: '12 rue de Marseille',
        city: 'Tunis',
        date: '2026-03-04T08:00:00.000Z',
        status: 'confirmed',
      },
      { publicUrl: 'https://tabib.tn' },
      'fr',
    );
    expect(text).toBe(
      'Tabib : Rappel RDV avec Dr Karim Ben Salah mer. 4 mars, 09:00. https://tabib.tn/patient-dashboard',
    );
  });
});

describe("Twilio's Messages API", () => {
  const received: { url: string; authorization: string; body: URLSearchParams }[] = [];
  let status = 201;
  let answer = '{"sid":"SM1"}';
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        body: new URLSearchParams(body),
      });
      response.writeHead(status, { 'content-type': 'application/json' }).end(answer);
    });
  });
  let baseUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const transport = () =>
    createTwilioTransport({
      accountSid: 'AC123',
      authToken: 'secret',
      from: 'Tabib',
      baseUrl,
      timeoutMs: 2000,
    });

  it('posts To, From and Body to the account with basic authentication', async () => {
    await transport().send({ to: '+21620123456', text: 'Tabib : RDV enregistré' });
    expect(received.at(-1)).toMatchObject({
      url: '/2010-04-01/Accounts/AC123/Messages.json',
      authorization: `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
    });
    expect(Object.fromEntries(received.at(-1)!.body)).toEqual({
      To: '+21620123456',
      From: 'Tabib',
      Body: 'Tabib : RDV enregistré',
    });
  });

  it('tells a phone whose owner replied STOP from a refusal worth retrying', async () => {
    status = 400;
    answer = '{"code":21610,"message":"Attempt to send to unsubscribed recipient","status":400}';
    const refused = transport().send({ to: '+21620123456', text: 'x' });
    await expect(refused).rejects.toBeInstanceOf(SmsOptedOutError);
    await expect(refused).rejects.toThrow('Twilio answered 400: {"code":21610,');
    answer = '{"code":21211,"message":"Invalid To Phone Number","status":400}';
    const invalid = transport().send({ to: '+21620123456', text: 'x' });
    await expect(invalid).rejects.not.toBeInstanceOf(SmsOptedOutError);
    status = 201;
    answer = '{"sid":"SM1"}';
  });

  it('rejects when Twilio refuses, so the queue tries again later', async () => {
    status = 429;
    await expect(transport().send({ to: '+21620123456', text: 'x' })).rejects.toThrow('Twilio answered 429');
    status = 201;
  });
});
