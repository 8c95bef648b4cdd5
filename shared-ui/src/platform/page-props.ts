import type { ReactNode } from 'react';
import type { Language, PageRef } from 'shared-i18n';

/** What the shell (or a remote's standalone harness) passes to every page a remote exposes. */
export interface RemotePageProps {
  language: Language;
  page: PageRef;
  /** Content composed in from another remote, e.g. mf-blog's latest posts on the home page. */
  slots?: { latestPosts?: ReactNode };
}
