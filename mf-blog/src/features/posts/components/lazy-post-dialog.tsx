// The preview dialog's code — the dialog, its Radix focus trap, scroll lock and dismissable layer,
// ~15 kB gzip — loads when a post is first asked for, not with every visit to the list
// (docs/performance.md). Pointing at, touching or focusing a card fetches it ahead of the click.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PostDialogProps } from './post-dialog';

let dialogModule: Promise<typeof import('./post-dialog')> | undefined;
const loadDialog = () => (dialogModule ??= import('./post-dialog'));
const PostDialog = lazy(() => loadDialog().then((module) => ({ default: module.PostDialog })));

/** Starts loading the dialog's code (idempotent): for a card's pointer, touch and focus. */
export function preloadPostDialog() {
  void loadDialog();
}

export function LazyPostDialog(props: PostDialogProps) {
  // Rendered from the first post asked for (after hydration: the generated page has no dialog, and
  // a ?post= link opens it once the page is live) and kept mounted, so closing runs as before.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (props.postKey !== null) setWanted(true);
  }, [props.postKey]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PostDialog {...props} />
    </Suspense>
  );
}
