// Local stand-ins for what the function talks to, for its tests (the network is closed there): Cloudflare's
// siteverify, answering as it does for the documented test secret keys (1x…AA always passes, 2x…AA always
// fails: https://developers.cloudflare.com/turnstile/troubleshooting/testing/), and the project's REST API.

export const PASSES = '1x0000000000000000000000000000000AA';
export const FAILS = '2x0000000000000000000000000000000AA';

/** A stand-in for siteverify on 127.0.0.1; `solved` is where and for which action the token was solved. */
export function fakeSiteverify(solved: { hostname?: string; action?: string } = {}) {
  const seen: URLSearchParams[] = [];
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => undefined }, async (request) => {
    const form = new URLSearchParams(await request.text());
    seen.push(form);
    const success = form.get('secret') === PASSES && Boolean(form.get('response'));
    return Response.json({
      success,
      'error-codes': success ? [] : ['invalid-input-response'],
      ...(success
        ? { challenge_ts: new Date().toISOString(), hostname: solved.hostname ?? 'www.example.es', action: solved.action ?? 'contact', cdata: '' }
        : {}),
    });
  });
  return { url: `http://127.0.0.1:${server.addr.port}/turnstile/v0/siteverify`, seen, close: () => server.shutdown() };
}

/** The REST API's two calls public-intake makes: intake_settings' captcha_required and the forms' RPCs. */
export function fakeRest(settings: { captchaRequired?: boolean; broken?: boolean } = {}) {
  const calls: Array<{ path: string; headers: Headers; body: unknown }> = [];
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => undefined }, async (request) => {
    const { pathname } = new URL(request.url);
    const text = await request.text();
    calls.push({ path: pathname, headers: request.headers, body: text ? JSON.parse(text) : null });
    if (settings.broken) return Response.json({ message: 'unavailable' }, { status: 500 });
    if (pathname === '/rest/v1/intake_settings') return Response.json([{ captcha_required: settings.captchaRequired ?? false }]);
    return new Response(null, { status: 204 });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    /** The forms' functions that were called: what would have been stored and mailed. */
    rpcs: () => calls.filter((call) => call.path.startsWith('/rest/v1/rpc/')),
    close: () => server.shutdown(),
  };
}
