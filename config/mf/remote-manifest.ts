// The contract a remote publishes in its `src/remote.ts`: the modules it exposes, the pages of the
// route table it owns, and the site data each module's server render reads. Everything that used to
// repeat it by string derives from it: the federation `exposes` (its rsbuild.config.ts), the server
// entry (src/server.ts), the shell's page map and its typed RemoteModule (shell/remote-manifests.ts,
// shell/src/remotes/), what a release of the remote renders again (site-generator/src/site-dependencies.ts).
// Plain Node loads the manifests (the builds' configurations, the generator, the release tool; by type
// stripping): this module has no runtime imports, and neither may a remote.ts but this one.
import type { ComponentType } from 'react';
import type { PageId } from '../../shared-i18n/src/routes.ts';

/** Site data a server render reads: a change to it renders again the pages holding a module that reads it. */
export type SiteData = 'posts' | 'testimonials';

export interface ExposedModule {
  /** Its source, relative to the app's folder: the federation `exposes` entry. */
  file: `./src/${string}`;
  /** The same file as an import, for the server build and for the props type (shell/src/remotes/remote-manifests.test.ts checks they agree). */
  load: () => Promise<{ default: ComponentType<never> }>;
  /** What its server render reads besides texts. */
  reads: readonly SiteData[];
}

export interface RemoteManifest {
  exposes: Readonly<Record<`./${string}`, ExposedModule>>;
  /** The pages of the route table (shared-i18n/src/routes.ts) this remote owns, and the module that renders each. */
  pages: { readonly [P in PageId]?: `./${string}` };
}

/** A remote's manifest, checked (each page names one of its exposed modules) and returned as given. */
export function remoteManifest<
  const Exposes extends Readonly<Record<`./${string}`, ExposedModule>>,
  const Pages extends { readonly [P in PageId]?: keyof Exposes & string },
>(manifest: { exposes: Exposes; pages: Pages }): { exposes: Exposes; pages: Pages } {
  return manifest;
}

/** The component a module's `load` imports. */
type LoadedComponent<Module> = Module extends { load: () => Promise<{ default: infer C }> } ? C : never;

/** The component each module of `M` exports: { './LatestPosts': typeof LatestPosts, … }. */
export type ModulesOf<M extends RemoteManifest> = { [K in keyof M['exposes']]: LoadedComponent<M['exposes'][K]> };

/** The props of module `K` of manifest `M`. */
export type ModuleProps<M extends RemoteManifest, K extends keyof M['exposes']> = ModulesOf<M>[K] extends ComponentType<infer P> ? P : never;

/** Which remote module renders each page the manifests own: { blog: { remote: 'mf_blog', module: './BlogListPage' }, … }. */
export function pageModules<Remote extends string>(manifests: Readonly<Record<Remote, RemoteManifest>>) {
  const pages: { [P in PageId]?: { remote: Remote; module: `./${string}` } } = {};
  for (const [remote, manifest] of Object.entries(manifests) as Array<[Remote, RemoteManifest]>) {
    for (const [page, module] of Object.entries(manifest.pages) as Array<[PageId, `./${string}`]>) {
      if (pages[page]) throw new Error(`the page ${page} is owned by both ${pages[page].remote} and ${remote} (their src/remote.ts)`);
      pages[page] = { remote, module };
    }
  }
  return pages;
}
