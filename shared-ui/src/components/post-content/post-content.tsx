// The body of a post, rendered from its Markdown and sanitised: the public blog (mf-blog) and the
// admin editor's live preview (mf-admin) both show posts with this component. Loaded lazily
// (marked + DOMPurify stay out of first paint).
import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export { setSanitizerWindow } from './render-markdown';
import styles from './post-content.module.css';

export default function PostContent({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  // Sanitised by renderMarkdown (DOMPurify) just above.
  return <div className={styles.content} data-post-content="" dangerouslySetInnerHTML={{ __html: html }} />;
}
