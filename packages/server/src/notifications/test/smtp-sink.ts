import { SMTPServer } from 'smtp-server';

/** A message as a local SMTP server received it: the envelope, and the decoded subject and text part. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), with the spaces between two of them dropped. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The `text/plain` part of a (possibly multipart) message, decoded. */
function plainText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = headersOf(head);
  const body = rest.join('\r\n\r\n');
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary !== undefined) {
    for (const part of body.split(`--${boundary}`)) {
      const text = part.replace(/^\r?\n/, '');
      if (/content-type:\s*text\/plain/i.test(text)) return plainText(text);
    }
    throw new Error('no text/plain part');
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const content = body.replace(/\r?\n$/, '');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(content).replace(/\r\n/g, '\n');
  if (encoding === 'base64') return Buffer.from(content, 'base64').toString('utf8').replace(/\r\n/g, '\n');
  return content.replace(/\r\n/g, '\n');
}

/** An SMTP server on 127.0.0.1 that keeps what it receives (no TLS, no authentication). */
export async function startSmtpSink(): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = ''] = raw.split(/\r?\n\r?\n/);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: decodeHeader(headersOf(head).get('subject') ?? ''),
          text: plainText(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
