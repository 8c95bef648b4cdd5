// The public-intake function's handler, apart from Deno.serve so that its tests can run it against
// local fakes of the REST API and of siteverify (intake_test.ts).
import { siteFromEnv } from '../_shared/deployment.ts';
import { verifyTurnstile } from './turnstile.ts';

export const FUNCTIONS: Record<string, string> = {
  contact: 'submit_contact_request',
  substitution: 'submit_substitution_request',
  booking: 'book_consultation',
};

export interface IntakeConfig {
  supabaseUrl: string;
  serviceKey: string;
  /** TURNSTILE_SECRET_KEY. */
  secret?: string;
  verifyUrl?: string;
  /** Host names a token may have been solved on: TURNSTILE_EXPECTED_HOSTNAMES, else SITE_URL's. */
  hostnames: string[];
  /** TURNSTILE_ALLOW_MISSING_SECRET=1, honoured only against a backend on this machine. */
  allowMissingSecret: boolean;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

const isLocal = (url: string) => {
  try {
    return LOOPBACK.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

const hostnameOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).hostname.toLowerCase() : '';
  } catch {
    return '';
  }
};

export function configFromEnv(env: { get(name: string): string | undefined }): IntakeConfig {
  const supabaseUrl = env.get('SUPABASE_URL') ?? '';
  const listed = (env.get('TURNSTILE_EXPECTED_HOSTNAMES') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const site = siteFromEnv(env);
  const siteHost = site.siteUrlSet ? hostnameOf(site.siteUrl) : '';
  const flag = env.get('TURNSTILE_ALLOW_MISSING_SECRET') === '1';
  // A hosted project's SUPABASE_URL is never on loopback: the flag cannot open one by mistake.
  if (flag && !isLocal(supabaseUrl)) console.error('public-intake: TURNSTILE_ALLOW_MISSING_SECRET is ignored: SUPABASE_URL is not on this machine');
  return {
    supabaseUrl,
    serviceKey: env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    secret: env.get('TURNSTILE_SECRET_KEY') || undefined,
    verifyUrl: env.get('TURNSTILE_VERIFY_URL') || undefined,
    hostnames: listed.length > 0 ? listed : siteHost ? [siteHost] : [],
    allowMissingSecret: flag && isLocal(supabaseUrl),
  };
}

const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info' };
const refuse = (status: number, message: string) => Response.json({ message }, { status, headers: cors });

/** The visitor's address as the platform's gateway reports it. */
const clientAddress = (request: Request) =>
  request.headers.get('cf-connecting-ip') ?? request.headers.get('x-forwarded-for')?.split(',')[0].trim() ?? 'unknown';

export function intakeHandler(config: IntakeConfig): (request: Request) => Promise<Response> {
  const base = config.supabaseUrl.replace(/\/$/, '');
  const serviceHeaders = { apikey: config.serviceKey, Authorization: `Bearer ${config.serviceKey}` };

  /** Whether the database requires the check; unknown (unreachable, no row) counts as required. */
  const captchaRequired = async () => {
    try {
      const answer = await fetch(`${base}/rest/v1/intake_settings?select=captcha_required&limit=1`, {
        headers: serviceHeaders,
        signal: AbortSignal.timeout(5000),
      });
      const rows = await answer.json().catch(() => null);
      return !(answer.ok && Array.isArray(rows) && rows[0]?.captcha_required === false);
    } catch {
      return true;
    }
  };

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { headers: cors });
    if (request.method !== 'POST') return refuse(405, 'method not allowed');
    const body = await request.json().catch(() => null);
    const form = String(body?.form);
    const rpc = Object.hasOwn(FUNCTIONS, form) ? FUNCTIONS[form] : undefined;
    if (!rpc || typeof body.request !== 'object' || body.request === null) return refuse(400, 'intake_bad_request');
    const address = clientAddress(request);
    if (config.secret) {
      if (config.hostnames.length === 0) {
        console.error('public-intake: neither TURNSTILE_EXPECTED_HOSTNAMES nor SITE_URL is set; refusing every request');
        return refuse(503, 'intake_captcha_unavailable');
      }
      const passed = await verifyTurnstile({
        secret: config.secret,
        token: String(body.turnstile_token ?? ''),
        hostnames: config.hostnames,
        action: form,
        remoteIp: address,
        verifyUrl: config.verifyUrl,
      });
      if (!passed) return refuse(403, 'intake_captcha_failed');
    } else if (!config.allowMissingSecret && (await captchaRequired())) {
      // Forwarding with the service role would let everyone past the check the database asks for.
      console.error('public-intake: intake_settings.captcha_required is on (or unreadable) and TURNSTILE_SECRET_KEY is not set; refusing');
      return refuse(503, 'intake_captcha_unavailable');
    }
    const answer = await fetch(`${base}/rest/v1/rpc/${rpc}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...serviceHeaders, 'x-intake-client-address': address },
      body: JSON.stringify({ request: body.request }),
    });
    // The database's answer as it is: its refusal codes are what the forms translate.
    return new Response(answer.body, { status: answer.status, headers: { ...cors, 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' } });
  };
}
