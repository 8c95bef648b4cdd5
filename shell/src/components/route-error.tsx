import { isRouteErrorResponse, useRouteError } from 'shared-ui/router';

// The last line of defence when routing itself fails: it renders without translations or the
// layout, because either may be what broke.
export function RouteError() {
  const error = useRouteError();
  console.error('[shell] routing failure', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Unexpected Application Error</h1>
      <p>{detail}</p>
      <a href="/">Home</a>
    </main>
  );
}
