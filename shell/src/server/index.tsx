// The shell's server build (rsbuild.config.ts `serverEntry`): renders one public page to HTML at
// build time for site-generator/cli.ts (its contract: ./page-contract.ts), with the
// same routes, layout and remote pages the browser hydrates. The remotes' pages come from their own server builds (config/mf/server-remote.ts).
import './shared-scope';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { RemoteName, RuntimeConfig } from 'shared-core';
import { i18n, initI18n, languageDirection, languageOfPath, matchPath, useLanguageStore, type LocaleResources } from 'shared-i18n';
import { createQueryClient } from 'shared-ui';
import { collectServerHead, serverHeadHtml } from 'shared-ui/head';
import { setSanitizerWindow } from 'shared-ui/post-content';
import type { ServerRemote } from '../../../config/mf/server-remote';
import type { RenderedPage as PageContract, ServerSetup as SetupContract, ShellServer, TranslationOverrideRow } from './page-contract';
import { AppProviders } from '@/app/app';
import { shellPages } from '@/app/pages';
import { AppRoutes } from '@/app/router';
import { renderedRemoteModules, setRemoteLoader } from '@/remotes/remote-module';

// The shapes the generator reads (./page-contract.ts), with this build's own types.
type ServerSetup = SetupContract<RuntimeConfig, LocaleResources, Partial<Record<RemoteName, ServerRemote>>, Parameters<typeof setSanitizerWindow>[0]>;
type RenderedPage = PageContract<DehydratedState, LocaleResources>;

let baseResources: LocaleResources = {};

/**
 * The texts the pages are rendered with: the locale files, then these overrides (exactly these: an
 * override removed since the last call is the file's text again). Pages then carry what the firm
 * edited, as the browser shows it after its own override sync (shared-i18n translation-overrides).
 */
export function setTranslationOverrides(rows: TranslationOverrideRow[]) {
  for (const [language, namespaces] of Object.entries(baseResources)) {
    for (const [namespace, bundle] of Object.entries(namespaces)) i18n.addResourceBundle(language, namespace, structuredClone(bundle), false, true);
  }
  for (const { language, namespace, key, value } of rows) {
    if (i18n.hasResourceBundle(language, namespace)) i18n.addResource(language, namespace, key, value, { silent: true });
  }
}

export async function setUp({ env, resources, remotes, sanitizerWindow }: ServerSetup) {
  // A copy: i18next keeps the object it is given and writes the overrides into it.
  baseResources = structuredClone(resources);
  setSanitizerWindow(sanitizerWindow);
  (globalThis as { __ENV__?: RuntimeConfig }).__ENV__ = env;
  setRemoteLoader(async (id) => {
    const [remote, module] = id.split('/') as [RemoteName, string];
    const load = remotes[remote]?.exposes[`./${module}`];
    if (!load) throw new Error(`no server build provides ${id}`);
    return (await load()) as { default: React.ComponentType<object> };
  });
  await initI18n({ language: 'es', baseUrl: () => '', resources });
  // Marks every bundle at hand as loaded, so no render waits for (or fetches) a namespace.
  await i18n.loadLanguages(Object.keys(resources));
  await i18n.loadNamespaces(Object.keys(resources.es ?? {}));
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

// A query the render asked for but nothing fetched (effects do not run on the server).
const waiting = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return isEnabled && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !!query.options.queryFn;
};

/** Renders `path` until every query the page asks for has its data and nothing suspends (each
 *  round may reveal more). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const language = languageOfPath(path);
  useLanguageStore.getState().setLanguage(language);
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  // Read each time: react-i18next creates it on the first render of the process, so the first page
  // generated (the Spanish home) would otherwise embed no texts and fetch them all before hydrating.
  const reportNamespaces = () => (i18n as { reportNamespaces?: { usedNamespaces: Record<string, boolean> } }).reportNamespaces;
  for (let round = 1; ; round++) {
    const report = reportNamespaces();
    if (report) report.usedNamespaces = {};
    renderedRemoteModules.clear();
    collectServerHead();
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes pages={shellPages} />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      // Never outline a large part behind a placeholder and an inline script (React streams big
      // Suspense boundaries that way by default): the page is complete markup, under a strict CSP.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await streamToString(prelude);
    const pending = queryClient.getQueryCache().findAll().filter(waiting);
    // A part that suspended in this round (code or data arriving) was written as a streaming
    // placeholder plus an inline script that fills it in; the next round finds it all at hand.
    const streamed = html.includes('<!--$?-->');
    if ((pending.length || streamed) && round < 5) {
      await Promise.all(pending.map((query) => query.fetch()));
      continue;
    }
    if (streamed) throw new Error(`${path}: still suspended after ${round} rounds`);
    const failed = queryClient
      .getQueryCache()
      .findAll()
      .find((query) => query.state.status === 'error');
    if (failed) throw new Error(`${path}: query ${JSON.stringify(failed.queryKey)} failed: ${String(failed.state.error)}`);
    const namespaces = Object.keys(reportNamespaces()?.usedNamespaces ?? {});
    const { title, tags } = serverHeadHtml();
    return {
      status: matchPath(path) ? 200 : 404,
      language,
      dir: languageDirection(language),
      html,
      title,
      headTags: tags,
      state: dehydrate(queryClient),
      remoteModules: [...renderedRemoteModules],
      resources: { [language]: Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(language, ns) ?? {}])) },
    };
  }
}

// The generator loads this build as a ShellServer: tsc holds these exports to that contract.
export const shellServer = { setUp, setTranslationOverrides, renderPage } satisfies ShellServer;
