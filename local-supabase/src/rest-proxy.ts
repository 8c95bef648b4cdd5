// /rest/v1 → PostgREST (and /functions/v1 → Deno, src/functions.ts). A plain reverse proxy: method, path, query, body and the headers PostgREST
// cares about (Authorization, Prefer, Range, Accept, Content-Profile, ...) go through unchanged,
// and its status, body and headers (Content-Range, Preference-Applied, Location) come back.
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { sendJson } from './http-util.ts';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'upgrade', 'host']);

/** The request's end-to-end headers, ready to forward to a local upstream on `port`. */
export function forwardedHeaders(req: IncomingMessage, port: number): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers.host = `127.0.0.1:${port}`;
  // Like a gateway, say who the client is from the socket, never from what the client claims: the
  // public forms' rate limits count per address (supabase/migrations/*_public_intake.sql).
  delete headers['cf-connecting-ip'];
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
  return headers;
}

/** Streams the request to 127.0.0.1:port and the answer back; `unreachable` answers when it is down. */
export function proxyRequest(
  port: number,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  headers: Record<string, string | string[]>,
  unreachable: () => void,
): Promise<void> {
  return new Promise((resolve) => {
    const upstream = request({ host: '127.0.0.1', port, method: req.method, path: path || '/', headers }, (response) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        // CORS is decided by the front for every service, not by the upstream's own.
        if (value !== undefined && !HOP_BY_HOP.has(name) && !name.startsWith('access-control-')) out[name] = value;
      }
      res.writeHead(response.statusCode ?? 502, out);
      response.pipe(res);
      response.on('end', resolve);
      response.on('error', () => {
        res.destroy();
        resolve();
      });
    });
    upstream.on('error', () => {
      unreachable();
      resolve();
    });
    req.pipe(upstream);
  });
}

export function proxyToPostgrest(port: number, req: IncomingMessage, res: ServerResponse, pathAndQuery: string, apiKey: string | undefined): Promise<void> {
  const headers = forwardedHeaders(req, port);
  // Like Supabase's gateway: without a user session the API key itself is the bearer token.
  if (!headers.authorization && apiKey) headers.authorization = `Bearer ${apiKey}`;
  return proxyRequest(port, req, res, pathAndQuery, headers, () =>
    sendJson(res, 503, {
      code: 'PGRST001',
      message: 'The REST service (PostgREST) is not reachable',
      details: null,
      hint: 'Is local-supabase still starting or shutting down?',
    }),
  );
}
