// mf-blog's pages for the build-time renderer (scripts/generate.ts): the modules of `exposes` in
// rsbuild.config.ts, loaded from this app's server build (config/mf/server-remote.test.ts keeps the
// two lists equal).
import type { ServerRemote } from '../../config/mf/server-remote';

declare let __webpack_public_path__: string;

export const remote: ServerRemote = {
  exposes: {
    './BlogListPage': () => import('./pages/blog-list-page'),
    './BlogPostPage': () => import('./pages/blog-post-page'),
    './LatestPosts': () => import('./pages/latest-posts'),
  },
  setAssetBase: (base) => {
    __webpack_public_path__ = base;
  },
};
