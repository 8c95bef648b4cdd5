// mf-blog's contract (config/mf/remote-manifest.ts): what it exposes, the pages it owns and what
// their server render reads. The federation build, the server entry, the shell and the generator
// read it from here.
import { remoteManifest } from '../../config/mf/remote-manifest.ts';

export const manifest = remoteManifest({
  exposes: {
    './BlogListPage': { file: './src/pages/blog-list-page.tsx', load: () => import('./pages/blog-list-page'), reads: ['posts'] },
    './BlogPostPage': { file: './src/pages/blog-post-page.tsx', load: () => import('./pages/blog-post-page'), reads: ['posts'] },
    // The home page's section, which the shell places into mf-marketing's home page.
    './LatestPosts': { file: './src/pages/latest-posts.tsx', load: () => import('./pages/latest-posts'), reads: ['posts'] },
  },
  pages: { blog: './BlogListPage', blogPost: './BlogPostPage' },
});
