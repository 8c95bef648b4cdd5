// Type tests, compiled by `npm run typecheck` and never run: RemoteModule takes only the modules the
// remotes' manifests (src/remote.ts) expose, with the props each module takes.
import type { RemotePageProps } from 'shared-ui';
import { RemoteModule } from './remote-module';

declare const page: RemotePageProps;

export const typeTests = [
  <RemoteModule key="section" remote="mf_blog" module="./LatestPosts" props={{ language: 'en' }} />,
  <RemoteModule key="page" remote="mf_marketing" module="./HomePage" props={page} />,
  // @ts-expect-error a module mf_blog does not expose (a typo)
  <RemoteModule key="typo" remote="mf_blog" module="./LatestPost" props={{ language: 'en' }} />,
  // @ts-expect-error no such remote
  <RemoteModule key="remote" remote="mf_blogs" module="./LatestPosts" props={{ language: 'en' }} />,
  // @ts-expect-error another remote's module
  <RemoteModule key="other" remote="mf_marketing" module="./LatestPosts" props={{ language: 'en' }} />,
  // @ts-expect-error without a prop the module requires (ServicePage needs the page)
  <RemoteModule key="missing" remote="mf_marketing" module="./ServicePage" props={{ language: 'en' }} />,
  // @ts-expect-error a prop of the wrong type
  <RemoteModule key="wrong" remote="mf_blog" module="./LatestPosts" props={{ language: 'xx' }} />,
];
