// Runs one Edge Function the way Supabase's edge runtime does: the function's index.ts calls
// Deno.serve(handler) with no port, and the runtime decides where it listens. Here that is
// FUNCTION_PORT on loopback (local-supabase/src/functions.ts proxies /functions/v1/<name> to it).
const entry = Deno.env.get('FUNCTION_ENTRY');
const port = Number(Deno.env.get('FUNCTION_PORT'));
if (!entry || !port) throw new Error('FUNCTION_ENTRY and FUNCTION_PORT are required');

type Handler = (request: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) => Response | Promise<Response>;
const serve = Deno.serve.bind(Deno) as (options: Deno.ServeTcpOptions, handler: Handler) => Deno.HttpServer;

// deno-lint-ignore no-explicit-any
(Deno as any).serve = (first: Handler | (Deno.ServeTcpOptions & { handler?: Handler }), second?: Handler) => {
  const handler = typeof first === 'function' ? first : (second ?? first.handler);
  if (!handler) throw new Error('Deno.serve called without a handler');
  const options = typeof first === 'function' ? {} : first;
  return serve({ ...options, port, hostname: '127.0.0.1', onListen: () => console.log(`[function ready] ${port}`) }, handler);
};

await import(entry);
