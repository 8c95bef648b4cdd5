// The pages of the route table the remotes own, and the module that renders each: their manifests'
// `pages` (src/remote.ts), compiled into the shell's builds by config/rsbuild-app.ts (a define). The
// shell's code cannot import the manifests: their loaders would bundle the remotes' pages into it.
import type { RemoteName } from 'shared-core';
import type { PageId } from 'shared-i18n';
import type { ManifestOf } from './remote-module';

type PagesOf<R extends RemoteName> = ManifestOf<R>['pages'];
/** The module that renders page `P`: { remote: 'mf_blog'; module: './BlogListPage' }; never when no remote owns it. */
type PageOwner<P extends PageId> = { [R in RemoteName]: P extends keyof PagesOf<R> ? { remote: R; module: PagesOf<R>[P] } : never }[RemoteName];

export type RemotePages = { [P in PageId as [PageOwner<P>] extends [never] ? never : P]: PageOwner<P> };

declare const __REMOTE_PAGES__: RemotePages;

export const REMOTE_PAGES: RemotePages = __REMOTE_PAGES__;
