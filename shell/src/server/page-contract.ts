// The contract of the shell's server build (./index.tsx) with the generator: what the generator hands
// it and what it hands back for each page. Types only, owned by the shell like a remote's manifest:
// the generator imports them (site-generator/src/site-generator.ts), the shell imports nothing of the
// generator, and its build is checked against the very shapes the generator reads (`satisfies
// ShellServer` in ./index.tsx).
import type { Language } from 'shared-i18n';

/** One page, rendered. State and Resources are the query cache and the texts, opaque to the generator (it serialises them). */
export interface RenderedPage<State = unknown, Resources = unknown> {
  status: 200 | 404;
  language: Language;
  dir: 'ltr' | 'rtl';
  /** The markup of #root. */
  html: string;
  title: string;
  /** The page's managed head tags (shared-ui/head). */
  headTags: string[];
  /** The query cache the page was rendered from, for the browser to hydrate with. */
  state: State;
  /** The texts the page used, for the browser to hydrate with. */
  resources: Resources;
  /** The remote modules on the page ('mf_blog/BlogPostPage'). */
  remoteModules: string[];
}

/** A text edited in the admin (the `translations` table), as the generator reads it. */
export interface TranslationOverrideRow {
  language: string;
  namespace: string;
  key: string;
  value: string;
}

/** What the generator gives the shell's server build once, before any page. */
export interface ServerSetup<Env = unknown, Resources = unknown, Remotes = Record<string, unknown>, SanitizerWindow = unknown> {
  /** What /env.js gives browsers in the deployment the pages are for. */
  env: Env;
  /** Every namespace of every language. */
  resources: Resources;
  /** The loaded server builds of the remotes that own public pages. */
  remotes: Remotes;
  /** A standards DOM (jsdom's window) in which post content is sanitised. */
  sanitizerWindow: SanitizerWindow;
}

/** The shell's server build, as the generator loads it. */
export interface ShellServer {
  setUp(setup: ServerSetup): Promise<void>;
  /** The texts the pages are rendered with from now on: the locale files, then exactly these overrides. */
  setTranslationOverrides(rows: TranslationOverrideRow[]): void;
  renderPage(path: string): Promise<RenderedPage>;
}
