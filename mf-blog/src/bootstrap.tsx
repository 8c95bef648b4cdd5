import { renderStandalone } from 'shared-ui/harness';
import BlogListPage from './pages/blog-list-page';
import BlogPostPage from './pages/blog-post-page';
import type { manifest } from './remote';

/** Exactly the pages its manifest owns (src/remote.ts): one missing or extra is a type error. */
type OwnPages = Record<keyof (typeof manifest)['pages'], unknown>;

renderStandalone('mf_blog', { blog: BlogListPage, blogPost: BlogPostPage } satisfies OwnPages);
