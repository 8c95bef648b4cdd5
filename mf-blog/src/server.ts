// mf-blog's pages for the build-time renderer (scripts/generate.ts): the modules of `exposes` in
// rsbuild.config.ts, loaded from this app's server build.
import { serverRemote } from '../../config/mf/server-remote';

export const remote = serverRemote({
  './BlogListPage': () => import('./pages/blog-list-page'),
  './BlogPostPage': () => import('./pages/blog-post-page'),
  './LatestPosts': () => import('./pages/latest-posts'),
});
