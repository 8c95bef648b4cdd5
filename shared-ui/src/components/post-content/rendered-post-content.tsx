// The post's body drawn from its Markdown (marked + DOMPurify, ~23 kB gzip): loaded by
// post-content.tsx only when a post is drawn anew, never to hydrate a generated one.
import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';
import styles from './post-content.module.css';

export default function RenderedPostContent({ markdown }: { markdown: string }) {
  const html = useMemo(() => ({ __html: renderMarkdown(markdown) }), [markdown]);
  // Sanitised by renderMarkdown (DOMPurify) just above.
  return <div className={styles.content} data-post-content="" dangerouslySetInnerHTML={html} />;
}
