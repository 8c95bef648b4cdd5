import { federatedApp } from '../config/rsbuild-app';
import { ports } from '../config/ports.mjs';

export default federatedApp({
  name: 'mf_blog',
  dir: 'mf-blog',
  port: ports.mf_blog,
  title: 'Blog — mf-blog',
  serverEntry: 'src/server.ts',
  exposes: {
    './BlogListPage': './src/pages/blog-list-page.tsx',
    './BlogPostPage': './src/pages/blog-post-page.tsx',
    './LatestPosts': './src/pages/latest-posts.tsx',
  },
});
