import { renderStandalone } from 'shared-ui/harness';
import BlogListPage from './pages/blog-list-page';
import BlogPostPage from './pages/blog-post-page';

renderStandalone('mf_blog', { blog: BlogListPage, blogPost: BlogPostPage });
