// deliver-outbox: sends the e-mails waiting in public.outbox (supabase/migrations/*_notifications.sql).
// Called by the outbox's Database Webhook and by the pg_cron sweep with the shared secret in
// x-outbox-secret (verify_jwt is off for it in supabase/config.toml: the secret is the check).
import { createClient } from '@supabase/supabase-js';
import { siteFromEnv } from '../_shared/deployment.ts';
import siteData from '../_shared/site-data.json' with { type: 'json' };
import { deliverDue } from './deliver.ts';
import { transportFromEnv } from './transport.ts';

const env = Deno.env;
const required = (name: string) => {
  const value = env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const secret = required('OUTBOX_WEBHOOK_SECRET');
const client = createClient(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY'), {
  auth: { persistSession: false, autoRefreshToken: false },
});
const transport = transportFromEnv(env);
const settings = {
  siteUrl: siteFromEnv(env).siteUrl,
  firmRecipients: (env.get('FIRM_NOTIFY_TO') ?? siteData.firm.email)
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean),
  technicalRecipients: (env.get('TECHNICAL_CONTACT_TO') ?? siteData.firm.technicalEmail)
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean),
};

/** Constant-time comparison of the shared secret. */
function sameSecret(given: string | null): boolean {
  if (given === null) return false;
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(secret);
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

Deno.serve(async (request) => {
  if (request.method !== 'POST') return Response.json({ error: 'method not allowed' }, { status: 405 });
  if (!sameSecret(request.headers.get('x-outbox-secret'))) return Response.json({ error: 'unauthorized' }, { status: 401 });
  try {
    const summary = await deliverDue(client, transport, settings);
    return Response.json(summary);
  } catch (error) {
    console.error('deliver-outbox:', (error as Error).message);
    return Response.json({ error: 'delivery run failed' }, { status: 500 });
  }
});
