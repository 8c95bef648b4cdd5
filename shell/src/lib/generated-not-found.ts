// A generated 404 page (the server answered an unknown address with it, scripts/lib/static-server.mjs):
// at that address the app keeps showing what the server sent instead of matching the route table —
// an unknown post address would otherwise load the post page, say "loading…", then show the blog's
// own not-found view: three screens for one answer.
let notFoundPath: string | null = null;

export function markGeneratedNotFound(pathname: string) {
  notFoundPath = pathname;
}

export const isGeneratedNotFound = (pathname: string) => pathname === notFoundPath;
