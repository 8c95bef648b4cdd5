// The shell's page map (shell/src/app/pages.tsx) with the remotes' page components imported
// directly instead of through Module Federation. Each page stays a lazy chunk, as it is a separately
// loaded remote module in the composed site, so the comparison measures federation, not splitting.
import { lazy, Suspense } from 'react';
import { LoadingFallback, type PageComponents, type RemotePageProps } from 'shared-ui';

const MarketingHome = lazy(() => import('../../../mf-marketing/src/pages/home-page'));
const LatestPosts = lazy(() => import('../../../mf-blog/src/pages/latest-posts'));

function HomePage(props: RemotePageProps) {
  // Same slot composition as the shell: mf-blog's section placed into mf-marketing's home page.
  const latestPosts = (
    <Suspense fallback={<LoadingFallback />}>
      <LatestPosts language={props.language} />
    </Suspense>
  );
  return <MarketingHome {...props} slots={{ latestPosts }} />;
}

export const singlePages: PageComponents = {
  home: HomePage,
  service: lazy(() => import('../../../mf-marketing/src/pages/service-page')),
  contact: lazy(() => import('../../../mf-marketing/src/pages/contact-page')),
  testimonials: lazy(() => import('../../../mf-marketing/src/pages/testimonials-page')),
  substitutions: lazy(() => import('../../../mf-marketing/src/pages/substitutions-page')),
  booking: lazy(() => import('../../../mf-marketing/src/pages/booking-page')),
  blog: lazy(() => import('../../../mf-blog/src/pages/blog-list-page')),
  blogPost: lazy(() => import('../../../mf-blog/src/pages/blog-post-page')),
};
