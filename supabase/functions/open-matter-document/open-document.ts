// The handler of open-matter-document (index.ts serves it); see index.ts for what it does.

export const SIGNED_URL_SECONDS = 60;
const BUCKET = 'client-documents';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info' };
const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { ...cors, 'Cache-Control': 'no-store' } });

export interface OpenConfig {
  supabaseUrl: string;
  anonKey: string;
  serviceKey: string;
}

export function openDocumentHandler(config: OpenConfig): (request: Request) => Promise<Response> {
  const base = config.supabaseUrl.replace(/\/$/, '');
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { headers: cors });
    if (request.method !== 'POST') return answer(405, { message: 'method not allowed' });
    const authorization = request.headers.get('authorization') ?? '';
    const body = await request.json().catch(() => null);
    const document = typeof body?.document === 'string' ? body.document : '';
    if (!/^Bearer\s+\S+$/i.test(authorization) || !UUID.test(document)) return answer(400, { message: 'document_bad_request' });
    // As the caller: the database decides who may open the file, and logs it.
    const opened = await fetch(`${base}/rest/v1/rpc/open_matter_document`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: config.anonKey, Authorization: authorization },
      body: JSON.stringify({ document }),
    });
    const path = await opened.json().catch(() => null);
    if (!opened.ok || typeof path !== 'string') return answer(opened.status === 401 ? 401 : 404, { message: 'document_not_found' });
    const signed = await fetch(`${base}/storage/v1/object/sign/${BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: config.serviceKey, Authorization: `Bearer ${config.serviceKey}` },
      body: JSON.stringify({ expiresIn: SIGNED_URL_SECONDS }),
    });
    const result = await signed.json().catch(() => null);
    if (!signed.ok || typeof result?.signedURL !== 'string') {
      console.error(`open-matter-document: signing failed (${signed.status})`);
      return answer(502, { message: 'document_sign_failed' });
    }
    return answer(200, { signedUrl: `${base}/storage/v1${result.signedURL}`, expiresIn: SIGNED_URL_SECONDS });
  };
}
