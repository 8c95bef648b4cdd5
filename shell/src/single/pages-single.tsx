// The shell's page map (shell/src/app/pages.tsx) with the public remotes' page components imported
// directly instead of through Module Federation: each page their manifests (src/remote.ts) own, by the
// manifest's own import. Each page stays a lazy chunk, as it is a separately loaded remote module in the
// composed site, so the comparison measures federation, not splitting.
import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingFallback, type PageComponents, type RemotePageProps } from 'shared-ui';
import type { ExposedModule } from '../../../config/mf/remote-manifest';
import { manifest as blog } from '../../../mf-blog/src/remote';
import { manifest as marketing } from '../../../mf-marketing/src/remote';

const lazyPage = (module: ExposedModule) => lazy(module.load as () => Promise<{ default: ComponentType<RemotePageProps> }>);

const MarketingHome = lazy(marketing.exposes['./HomePage'].load);
const LatestPosts = lazy(blog.exposes['./LatestPosts'].load);

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
  ...Object.fromEntries(
    [marketing, blog].flatMap((manifest) =>
      Object.entries(manifest.pages).map(([page, module]) => [page, lazyPage(manifest.exposes[module as keyof typeof manifest.exposes])]),
    ),
  ),
  home: HomePage,
};
