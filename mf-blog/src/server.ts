// mf-blog's pages for the build-time renderer (site-generator/cli.ts): the modules the app exposes in
// config/apps.mjs (config/apps.test.ts checks they match), loaded from this app's server build.
import { serverRemote } from '../../config/mf/server-remote';

export const remote = serverRemote({
  './BlogListPage': () => import('./pages/blog-list-page'),
  './BlogPostPage': () => import('./pages/blog-post-page'),
  './LatestPosts': () => import('./pages/latest-posts'),
});
