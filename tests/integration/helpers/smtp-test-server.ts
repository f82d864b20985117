import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The message exactly as it arrived (dot-stuffing undone by the server). */
  raw: string;
  envelope: { from: string | null; to: string[] };
}

export interface SmtpTestServer {
  port: number;
  /** For `SMTP_URL` / `createMailTransport({ smtpUrl })`. */
  url: string;
  messages: ReceivedMail[];
  /** Connections open now: a message being sent is one (the app opens one per message). */
  openSessions: () => number;
  stop(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** 0 (the default) picks a free port; pass an old server's port to "restart" it. */
  port?: number;
  /** Return an SMTP reply to refuse a recipient, e.g. `{ code: 550, message: 'No such user' }`. */
  refuseRecipient?: (address: string) => { code: number; message: string } | undefined;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives: no TLS, no login needed. */
export async function startSmtpTestServer({
  port = 0,
  refuseRecipient,
}: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  let openSessions = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    // Nothing to look up on 127.0.0.1; the lookup only slows every connection.
    disableReverseLookup: true,
    onConnect(_session, callback) {
      openSessions += 1;
      callback();
    },
    onClose() {
      openSessions -= 1;
    },
    onRcptTo(address, _session, callback) {
      const refusal = refuseRecipient?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((r) => r.address),
          },
        });
        callback();
      });
    },
  });
  // A client that hangs up mid-session is the client's business, not a failed test.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  let stopping: Promise<void> | undefined;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    openSessions: () => openSessions,
    // Safe to call twice: a test may stop the server to simulate an outage, and its
    // clean-up stops it again.
    stop: () => (stopping ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

export interface MimePart {
  /** Lower-case header names; folded lines joined. */
  headers: Record<string, string>;
  /** e.g. `text/plain`, lower case, without parameters. */
  contentType: string;
  /** The decoded body (base64 and quoted-printable undone). */
  body: Buffer;
}

/** The top-level headers of a raw message (lower-case names, encoded words decoded). */
export function parseHeaders(raw: string): Record<string, string> {
  return splitHead(raw).headers;
}

/** Every leaf part of a raw MIME message, multiparts opened recursively. */
export function parseMimeParts(raw: string): MimePart[] {
  const { headers, body } = splitHead(raw);
  const contentTypeHeader = headers['content-type'] ?? 'text/plain';
  const contentType = (contentTypeHeader.split(';')[0] ?? '').trim().toLowerCase();
  if (contentType.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentTypeHeader)?.[1];
    if (!boundary) throw new Error('A multipart without a boundary');
    const [, ...sections] = body.split(`--${boundary}`);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => parseMimeParts(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  }
  return [{ headers, contentType, body: decodeBody(body, headers['content-transfer-encoding']) }];
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = '7bit'): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, 'utf8');
  }
}

function decodeQuotedPrintable(text: string): Buffer {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i += 1) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 `=?UTF-8?B?…?=` / `=?UTF-8?Q?…?=` words, as nodemailer writes non-ASCII subjects. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_word, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}
