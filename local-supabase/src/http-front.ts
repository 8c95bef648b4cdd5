// The single HTTP entry point (default :54321): CORS, API-key check, and routing of /rest/v1,
// /auth/v1, /storage/v1 and /functions/v1 to their handlers — the same URL layout as a hosted Supabase project.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleAuth } from './auth/handler.ts';
import type { FactorSecrets } from './auth/factor-secrets.ts';
import type { OtpOptions } from './auth/otp.ts';
import type { AuthGuard } from './auth/rate-limit.ts';
import type { Database } from './db.ts';
import type { FunctionsHost } from './functions.ts';
import { apiKeyOf, sendJson } from './http-util.ts';
import { verifyJwt } from './jwt.ts';
import { proxyToPostgrest } from './rest-proxy.ts';
import type { StorageService } from './storage.ts';

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'prefer',
  'range',
  'x-client-info',
  'x-upsert',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'cache-control',
  'x-metadata',
  'accept',
  'accept-language',
  'content-encoding',
].join(', ');
const EXPOSED_HEADERS = 'content-range, content-length, content-type, content-location, location, preference-applied, etag, x-supabase-api-version, range-unit';

/** Browser pages of the site run on localhost ports (shell :3000, remotes :3001-3003, tests). */
function isLocalOrigin(origin: string): boolean {
  try {
    const { hostname, protocol } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname);
  } catch {
    return false;
  }
}

function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin || !isLocalOrigin(origin)) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('vary', 'Origin');
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
}

export interface FrontOptions {
  db: Database;
  authGuard: AuthGuard;
  storage: StorageService;
  functions: FunctionsHost;
  postgrestPort: () => number | undefined;
  isReady: () => boolean;
  /** Where the sign-in code e-mails go. */
  otp?: OtpOptions;
  factorSecrets: FactorSecrets;
}

export function createFront(options: FrontOptions): Server {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    applyCors(req, res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;

    if (req.method === 'OPTIONS') {
      if (req.headers.origin && isLocalOrigin(req.headers.origin)) {
        res.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
        res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS);
        res.setHeader('access-control-max-age', '600');
      }
      res.writeHead(204);
      return res.end();
    }

    if (path === '/health' || path === '/') {
      const ready = options.isReady();
      return sendJson(res, ready ? 200 : 503, { status: ready ? 'ok' : 'starting', service: 'local-supabase' });
    }

    const fn = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(path);
    if (fn) {
      // The gateway checks a function's JWT itself (verify_jwt), not the API key.
      if (!options.isReady()) return sendJson(res, 503, { message: 'local-supabase is starting, retry in a moment' });
      return options.functions.handle(req, res, fn[1], (fn[2] ?? '') + url.search);
    }

    const service = /^\/(rest|auth|storage)\/v1(\/.*)?$/.exec(path);
    if (!service) return sendJson(res, 404, { message: 'no Route matched with those values' });
    const [, name, rest = '/'] = service;

    // Public objects and signed URLs are fetched without a key, as on a hosted project.
    const isPublicObject = name === 'storage' && /^\/object\/(public|sign)\//.test(rest) && (req.method === 'GET' || req.method === 'HEAD');
    if (!isPublicObject) {
      // Like Supabase's gateway: every API call carries the project's anon or service_role key.
      const key = apiKeyOf(req, url);
      if (!key) {
        return sendJson(res, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
      }
      const claims = await verifyJwt(key);
      if (!claims || !['anon', 'service_role'].includes(String(claims.role))) {
        return sendJson(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      }
    }

    if (!options.isReady()) {
      return sendJson(res, 503, { message: 'local-supabase is starting, retry in a moment' });
    }

    if (name === 'rest') {
      const port = options.postgrestPort();
      if (!port) return sendJson(res, 503, { code: 'PGRST001', message: 'PostgREST is not running', details: null, hint: null });
      // ?apikey= is for the gateway; PostgREST would read it as a column filter.
      const query = new URLSearchParams(url.search);
      query.delete('apikey');
      const search = query.toString();
      return proxyToPostgrest(port, req, res, rest + (search ? `?${search}` : ''), apiKeyOf(req, url));
    }
    if (name === 'auth') return handleAuth({ db: options.db, guard: options.authGuard, secrets: options.factorSecrets, otp: options.otp }, req, res, rest, url);
    return options.storage.handle(req, res, rest);
  };

  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      // Never leak stack traces or SQL to clients; log them for the developer.
      console.error('[local-supabase] request failed:', req.method, req.url, error);
      sendJson(res, 500, { code: 500, error_code: 'unexpected_failure', msg: 'Internal error in local-supabase', message: 'Internal error in local-supabase' });
    });
  });
}
