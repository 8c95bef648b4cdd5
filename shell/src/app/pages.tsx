// The shell's page map: each page of the route table the remotes' manifests own (../remotes/remote-pages.ts),
// loaded through RemoteModule. The shell composes across remotes here: mf-marketing's home page
// receives mf-blog's latest-posts section through a slot (./page-slots.ts).
import type { PageComponents, RemotePageProps } from 'shared-ui';
import { RemoteModule, type RemoteModuleRef } from '@/remotes/remote-module';
import { REMOTE_PAGES, type RemotePages } from '@/remotes/remote-pages';
import { PAGE_SLOTS } from './page-slots';

/** A remote module that can be a page of the route table: it takes what every page is given. */
type PageModule<Ref = RemoteModuleRef> = Ref extends { remote: infer R; module: infer M; props: infer P }
  ? RemotePageProps extends P
    ? { remote: R; module: M }
    : never
  : never;

// A page a manifest names whose module does not take the page's props is a type error here.
const pageModules: Record<keyof RemotePages, PageModule> = REMOTE_PAGES;

const remotePage = (ref: PageModule) => (props: RemotePageProps) => <RemoteModule {...ref} props={props} />;

function HomePage(props: RemotePageProps) {
  const latestPosts = <RemoteModule {...PAGE_SLOTS.home.latestPosts} props={{ language: props.language }} />;
  return <RemoteModule {...REMOTE_PAGES.home} props={{ ...props, slots: { latestPosts } }} />;
}

export const shellPages: PageComponents = {
  ...Object.fromEntries(Object.entries(pageModules).map(([page, ref]) => [page, remotePage(ref)])),
  home: HomePage,
};
