// The body of a post, rendered from its Markdown and sanitised: the public blog (mf-blog) and the
// admin editor's live preview (mf-admin) both show posts with this component.
// A generated page already holds its post's body, sanitised at build time. Hydrating it keeps that
// markup and loads no renderer: marked + DOMPurify (~23 kB gzip) and their run over the whole text
// were a long task of every post's first visit (issue #29). The renderer loads when a post is drawn
// in the browser (a dialog, a client-side navigation, the admin preview) or when the text changed
// since the page was generated (the background re-read found an edit); the caller's Suspense
// boundary shows while it loads.
import { lazy, useState, useSyncExternalStore } from 'react';
import styles from './post-content.module.css';

export { setSanitizerWindow } from './sanitizer-window';

const RenderedPostContent = lazy(() => import('./rendered-post-content'));

const subscribeToNothing = () => () => {};
/** True only while React hydrates in the browser: it reads the server snapshot then. At build time
 *  (no window) the body must be rendered. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => typeof window !== 'undefined',
  );

// React leaves the markup inside a dangerouslySetInnerHTML element as it is while hydrating, and
// afterwards rewrites it only when __html changes: this constant never does.
const AS_GENERATED = { __html: '' };

export default function PostContent({ markdown }: { markdown: string }) {
  const hydrating = useHydrating();
  // The text the generated markup was made from: kept for the life of this element.
  const [generatedFrom] = useState(() => (hydrating ? markdown : null));
  if (markdown === generatedFrom) {
    return <div className={styles.content} data-post-content="" dangerouslySetInnerHTML={AS_GENERATED} suppressHydrationWarning />;
  }
  return <RenderedPostContent markdown={markdown} />;
}
