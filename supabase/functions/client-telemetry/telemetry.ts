// The client-telemetry function's handler, apart from Deno.serve so that its tests can run it against a
// local fake of the REST API (telemetry_test.ts). A report is small JSON sent with navigator.sendBeacon
// (text/plain: no preflight, no headers of ours, so no JWT: verify_jwt = false in supabase/config.toml);
// it is read up to MAX_BYTES and handed to report_client_telemetry() with the service role, vouching for
// the visitor's address (the database counts a salted hash of it per minute and stores none of it).

export const MAX_BYTES = 16 * 1024;

export interface TelemetryConfig {
  supabaseUrl: string;
  serviceKey: string;
}

export function configFromEnv(env: { get(name: string): string | undefined }): TelemetryConfig {
  return { supabaseUrl: env.get('SUPABASE_URL') ?? '', serviceKey: env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '' };
}

const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info' };
const refuse = (status: number, message: string) => Response.json({ message }, { status, headers: cors });

const clientAddress = (request: Request) =>
  request.headers.get('cf-connecting-ip') ?? request.headers.get('x-forwarded-for')?.split(',')[0].trim() ?? 'unknown';

/** The body as text, or null once it exceeds `limit` bytes (read no further: a big body costs nothing). */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export function telemetryHandler(config: TelemetryConfig): (request: Request) => Promise<Response> {
  const base = config.supabaseUrl.replace(/\/$/, '');
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { headers: cors });
    if (request.method !== 'POST') return refuse(405, 'method not allowed');
    const text = await readLimited(request, MAX_BYTES);
    if (text === null) return refuse(413, 'telemetry_too_large');
    let report: unknown;
    try {
      report = JSON.parse(text);
    } catch {
      return refuse(400, 'telemetry_bad_request');
    }
    if (typeof report !== 'object' || report === null || Array.isArray(report)) return refuse(400, 'telemetry_bad_request');
    const answer = await fetch(`${base}/rest/v1/rpc/report_client_telemetry`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: config.serviceKey,
        Authorization: `Bearer ${config.serviceKey}`,
        'x-intake-client-address': clientAddress(request),
      },
      body: JSON.stringify({ report }),
    });
    if (answer.ok) {
      await answer.body?.cancel();
      return new Response(null, { status: 204, headers: cors });
    }
    // The database's refusal code (telemetry_bad_request, _too_large, _rate_limited), nothing more.
    const error = await answer.json().catch(() => null);
    const message = typeof error?.message === 'string' && error.message.startsWith('telemetry_') ? error.message : 'telemetry_unavailable';
    return refuse(answer.status >= 500 ? 503 : answer.status, message);
  };
}
