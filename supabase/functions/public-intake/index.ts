// public-intake: the public forms' way in on a hosted project with CAPTCHA (intake_settings.
// captcha_required, supabase/migrations/*_intake_abuse.sql). Checks the visitor's Turnstile token with
// TURNSTILE_SECRET_KEY, then calls the form's database function with the service role, vouching for the
// visitor's address so the limits per address still count the visitor. Without a secret it only
// forwards (local set-up, offline). Body: { form: contact|substitution|booking, request, turnstile_token }.
import { verifyTurnstile } from './turnstile.ts';

const FUNCTIONS: Record<string, string> = {
  contact: 'submit_contact_request',
  substitution: 'submit_substitution_request',
  booking: 'book_consultation',
};

const env = Deno.env;
const supabaseUrl = env.get('SUPABASE_URL') ?? '';
const serviceKey = env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const secret = env.get('TURNSTILE_SECRET_KEY');
const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info' };
const refuse = (status: number, message: string) => Response.json({ message }, { status, headers: cors });

/** The visitor's address as the platform's gateway reports it. */
const clientAddress = (request: Request) =>
  request.headers.get('cf-connecting-ip') ?? request.headers.get('x-forwarded-for')?.split(',')[0].trim() ?? 'unknown';

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { headers: cors });
  if (request.method !== 'POST') return refuse(405, 'method not allowed');
  const body = await request.json().catch(() => null);
  const rpc = FUNCTIONS[String(body?.form)];
  if (!rpc || typeof body.request !== 'object' || body.request === null) return refuse(400, 'intake_bad_request');
  const address = clientAddress(request);
  if (secret) {
    const passed = await verifyTurnstile({ secret, token: String(body.turnstile_token ?? ''), remoteIp: address, verifyUrl: env.get('TURNSTILE_VERIFY_URL') });
    if (!passed) return refuse(403, 'intake_captcha_failed');
  }
  const answer = await fetch(`${supabaseUrl.replace(/\/$/, '')}/rest/v1/rpc/${rpc}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'x-intake-client-address': address },
    body: JSON.stringify({ request: body.request }),
  });
  // The database's answer as it is: its refusal codes are what the forms translate.
  return new Response(answer.body, { status: answer.status, headers: { ...cors, 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' } });
});
