// The local mail catcher, in place of the Mailpit container of `supabase start`: SMTP on :54325 keeps
// every message it is given (nothing is relayed), and :54324 serves a web inbox and the subset of
// Mailpit's JSON API that tests and tools use:
//   GET    /api/v1/messages[?start&limit]    newest first, Mailpit's summary shape
//   GET    /api/v1/search?query=…            to:, from:, subject: and free words
//   GET    /api/v1/message/{ID|latest}       Text, HTML, headers and Attachments
//   GET    /api/v1/message/{ID}/raw          the message as received
//   GET    /api/v1/message/{ID}/part/{Part}  one attachment
//   DELETE /api/v1/messages                  all, or {"IDs": [...]}
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Server } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { readBody, sendJson } from '../http-util.ts';
import { renderInbox, renderMessagePage } from './inbox-page.ts';

export interface Address {
  Name: string;
  Address: string;
}

export interface StoredMessage {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: Address;
  To: Address[];
  Cc: Address[];
  Bcc: Address[];
  ReplyTo: Address[];
  Subject: string;
  Created: string;
  Date: string;
  Size: number;
  Text: string;
  HTML: string;
  Headers: Record<string, string[]>;
  Attachments: Array<{ PartID: string; FileName: string; ContentType: string; ContentID: string; Size: number; content: Buffer }>;
  raw: Buffer;
}

const MAX_MESSAGES = 1000;
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

function addresses(value: AddressObject | AddressObject[] | undefined): Address[] {
  const list = value ? (Array.isArray(value) ? value : [value]) : [];
  return list.flatMap((group) => group.value.map((entry) => ({ Name: entry.name ?? '', Address: entry.address ?? '' })));
}

function headersOf(parsed: ParsedMail): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const line of parsed.headerLines) {
    const [name, ...rest] = line.line.split(':');
    (result[name.trim()] ??= []).push(rest.join(':').trim());
  }
  return result;
}

export function summary(message: StoredMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    Read: message.Read,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    Subject: message.Subject,
    Created: message.Created,
    Tags: [],
    Size: message.Size,
    Attachments: message.Attachments.length,
    Snippet: message.Text.replace(/\s+/g, ' ').trim().slice(0, 250),
  };
}

function detail(message: StoredMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    ReturnPath: message.From.Address,
    Subject: message.Subject,
    Date: message.Date,
    Tags: [],
    Text: message.Text,
    HTML: message.HTML,
    Size: message.Size,
    Inline: [],
    Attachments: message.Attachments.map(({ content: _content, ...attachment }) => attachment),
  };
}

/** Mailpit-style search: `to:`, `from:`, `subject:` terms and free words, all of which must match. */
export function matches(message: StoredMessage, query: string): boolean {
  const terms = query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
  return terms.every((term) => {
    const [, field, rawValue] = /^(to|from|subject):(.*)$/i.exec(term) ?? [undefined, '', term];
    const value = rawValue.replace(/"/g, '').toLowerCase();
    const text = (list: Address[]) =>
      list
        .map((a) => `${a.Name} ${a.Address}`)
        .join(' ')
        .toLowerCase();
    switch ((field ?? '').toLowerCase()) {
      case 'to':
        return text([...message.To, ...message.Cc, ...message.Bcc]).includes(value);
      case 'from':
        return text([message.From]).includes(value);
      case 'subject':
        return message.Subject.toLowerCase().includes(value);
      default:
        return `${message.Subject} ${message.Text} ${text([message.From, ...message.To])}`.toLowerCase().includes(value);
    }
  });
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  url: string;
  messages(): StoredMessage[];
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
}

function listenOn(server: Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const store: StoredMessage[] = [];

  const keep = async (raw: Buffer, envelopeTo: string[]) => {
    const parsed = await simpleParser(raw);
    const to = addresses(parsed.to);
    const listed = new Set([...to, ...addresses(parsed.cc)].map((a) => a.Address.toLowerCase()));
    const message: StoredMessage = {
      ID: randomUUID(),
      MessageID: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
      Read: false,
      From: addresses(parsed.from)[0] ?? { Name: '', Address: '' },
      To: to,
      Cc: addresses(parsed.cc),
      // Recipients of the envelope that no header names were blind copies.
      Bcc: envelopeTo.filter((address) => !listed.has(address.toLowerCase())).map((Address) => ({ Name: '', Address })),
      ReplyTo: addresses(parsed.replyTo),
      Subject: parsed.subject ?? '',
      Created: new Date().toISOString(),
      Date: (parsed.date ?? new Date()).toISOString(),
      Size: raw.length,
      Text: parsed.text ?? '',
      HTML: typeof parsed.html === 'string' ? parsed.html : '',
      Headers: headersOf(parsed),
      Attachments: parsed.attachments.map((attachment, index) => ({
        PartID: String(index + 1),
        FileName: attachment.filename ?? '',
        ContentType: attachment.contentType,
        ContentID: attachment.contentId ?? '',
        Size: attachment.size,
        content: attachment.content,
      })),
      raw,
    };
    store.unshift(message);
    store.length = Math.min(store.length, MAX_MESSAGES);
  };

  const smtp = new SMTPServer({
    name: 'local-supabase-mail',
    banner: 'local-supabase mail catcher',
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'local' }); // any credentials: it is a catcher
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        keep(Buffer.concat(chunks), envelopeTo).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });

  const find = (id: string) => (id === 'latest' ? store[0] : store.find((message) => message.ID === id));

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    res.setHeader('x-content-type-options', 'nosniff');
    if (req.method === 'GET' && (path === '/api/v1/messages' || path === '/api/v1/search')) {
      const query = url.searchParams.get('query') ?? '';
      const found = path === '/api/v1/search' ? store.filter((message) => matches(message, query)) : store;
      const start = Math.max(0, Number(url.searchParams.get('start')) || 0);
      const limit = Math.max(1, Number(url.searchParams.get('limit')) || 50);
      const page = found.slice(start, start + limit);
      return sendJson(res, 200, {
        total: store.length,
        unread: store.filter((message) => !message.Read).length,
        count: page.length,
        messages_count: found.length,
        start,
        tags: [],
        messages: page.map(summary),
      });
    }
    if (req.method === 'DELETE' && path === '/api/v1/messages') {
      const body = (await readBody(req, 1024 * 1024)).toString('utf8');
      const ids: string[] | undefined = body ? JSON.parse(body).IDs : undefined;
      if (ids?.length) {
        for (const id of ids) {
          const index = store.findIndex((message) => message.ID === id);
          if (index >= 0) store.splice(index, 1);
        }
      } else {
        store.length = 0;
      }
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('ok');
    }
    const messageRoute = /^\/api\/v1\/message\/([^/]+)(?:\/(raw|part\/([^/]+)))?$/.exec(path);
    if (req.method === 'GET' && messageRoute) {
      const message = find(decodeURIComponent(messageRoute[1]));
      if (!message) return sendJson(res, 404, { error: 'message not found' });
      if (messageRoute[2] === 'raw') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end(message.raw);
      }
      if (messageRoute[3]) {
        const part = message.Attachments.find((attachment) => attachment.PartID === messageRoute[3]);
        if (!part) return sendJson(res, 404, { error: 'part not found' });
        res.writeHead(200, { 'content-type': part.ContentType, 'content-disposition': 'attachment' });
        return res.end(part.content);
      }
      message.Read = true;
      return sendJson(res, 200, detail(message));
    }
    if (req.method === 'GET' && (path === '/' || path === '/view' || path.startsWith('/view/'))) {
      const id = path.startsWith('/view/') ? decodeURIComponent(path.slice('/view/'.length)) : undefined;
      const htmlOnly = id?.endsWith('/html');
      const message = id ? find(htmlOnly ? id.slice(0, -'/html'.length) : id) : undefined;
      if (id && !message) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('Message not found');
      }
      if (message && htmlOnly) {
        // The message's own HTML, shown in a frame of the message page: no script, no remote loads.
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
        });
        return res.end(message.HTML);
      }
      if (message) message.Read = true;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'none'",
      });
      return res.end(message ? renderMessagePage(message) : renderInbox(store));
    }
    return sendJson(res, 404, { error: 'not found' });
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((error: Error) => sendJson(res, 500, { error: error.message }));
  });

  await listenOn(smtp.server, options.smtpPort ?? 54325, host);
  try {
    await listenOn(http, options.httpPort ?? 54324, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const portOf = (server: Server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };
  const httpPort = portOf(http);
  return {
    smtpPort: portOf(smtp.server),
    httpPort,
    url: `http://localhost:${httpPort}`,
    messages: () => [...store],
    close: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        }),
      ]).then(() => undefined),
  };
}
