// open-matter-document against a local stand-in of the project (REST and Storage, 127.0.0.1): the
// database is asked as the caller (it checks access and logs the opening), only then does the service
// role sign, for 60 seconds; someone else's file gets the answer a missing one gets.
import assert from 'node:assert/strict';
import { openDocumentHandler, SIGNED_URL_SECONDS } from './open-document.ts';

const DOCUMENT = '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

/** The project's two endpoints the function calls; `opens`: what open_matter_document answers. */
function fakeProject(opens: { status: number; path?: string }) {
  const calls: Array<{ path: string; authorization: string | null; body: unknown }> = [];
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => undefined }, async (request) => {
    const { pathname } = new URL(request.url);
    calls.push({ path: decodeURIComponent(pathname), authorization: request.headers.get('authorization'), body: await request.json().catch(() => null) });
    if (pathname === '/rest/v1/rpc/open_matter_document') {
      return opens.status === 200 ? Response.json(opens.path) : Response.json({ message: 'document_not_found' }, { status: opens.status });
    }
    if (pathname.startsWith('/storage/v1/object/sign/')) return Response.json({ signedURL: `/object/sign/client-documents/x?token=signed` });
    return new Response(null, { status: 404 });
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, calls, close: () => server.shutdown() };
}

const open = (url: string, headers: Record<string, string>, body: unknown) =>
  openDocumentHandler({ supabaseUrl: url, anonKey: 'anon-key', serviceKey: 'service-key' })(
    new Request('http://127.0.0.1/open-matter-document', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );

Deno.test('a client opens a file of their matter: asked as the client, then signed by the service role for 60 s', async () => {
  const project = fakeProject({ status: 200, path: `matter-1/request-1/carta firmada.pdf` });
  try {
    const response = await open(project.url, { authorization: 'Bearer client-token' }, { document: DOCUMENT });
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.expiresIn, SIGNED_URL_SECONDS);
    assert.equal(SIGNED_URL_SECONDS, 60);
    assert.ok(body.signedUrl.startsWith(`${project.url}/storage/v1/object/sign/`));
    const [rpc, sign] = project.calls;
    assert.deepEqual([rpc.path, rpc.authorization, rpc.body], ['/rest/v1/rpc/open_matter_document', 'Bearer client-token', { document: DOCUMENT }]);
    assert.deepEqual(
      [sign.path, sign.authorization, sign.body],
      ['/storage/v1/object/sign/client-documents/matter-1/request-1/carta firmada.pdf', 'Bearer service-key', { expiresIn: 60 }],
    );
  } finally {
    await project.close();
  }
});

Deno.test("someone else's file (the database refuses) is not found, and nothing is signed", async () => {
  const project = fakeProject({ status: 400 });
  try {
    const response = await open(project.url, { authorization: 'Bearer other-client' }, { document: DOCUMENT });
    assert.equal(response.status, 404);
    assert.equal((await response.json()).message, 'document_not_found');
    assert.deepEqual(
      project.calls.map((call) => call.path),
      ['/rest/v1/rpc/open_matter_document'],
    );
  } finally {
    await project.close();
  }
});

Deno.test('no token or no document id: a bad request, the project is not asked', async () => {
  const project = fakeProject({ status: 200, path: 'x' });
  try {
    assert.equal((await open(project.url, {}, { document: DOCUMENT })).status, 400);
    assert.equal((await open(project.url, { authorization: 'Bearer t' }, { document: 'not-an-id' })).status, 400);
    assert.equal(project.calls.length, 0);
  } finally {
    await project.close();
  }
});
