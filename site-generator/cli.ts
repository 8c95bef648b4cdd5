// npm run generate (part of `npm run build` and `npm start`): renders every public page in all
// seven languages — home, services, contact, substitutions, testimonials, booking, blog list and
// every published post — with React's server renderer from the apps' server builds
// (<app>/dist-server, built by each app's `server` Rsbuild environment), and writes complete static
// HTML into shell/dist: content, head tags, the page's CSS inlined, and the data and texts the page
// was rendered from, embedded for hydration. Also 404.html, sitemap.xml, robots.txt, _redirects and
// an RSS feed per language. No browser and no served app is involved. What it renders for is a
// deployment (config/deployment.mjs): the one given as --deployment <JSON> (site-generator/run.mjs,
// for the release tool and the site-update job), else this command's environment's. The data comes
// from its backend when SUPABASE_URL named one, otherwise from a temporary, freshly seeded local
// backend. The work itself is site-generator/src/site-generator.ts.
//   npm run generate -- --page /en/contact      one page (repeatable)
//   npm run generate -- --post <slug>           a post in every language (or its removal when it is no
//                                               longer public), the lists and the site files
//   npm run generate -- --fact translations:de:navigation   the pages that show a changed fact
//                                               (testimonials, translations:<lang>:<ns>, languages)
//   npm run generate -- --remote mf_blog        the pages that hold a remote (its code changed)
//   npm run generate -- --serve                 keep the generator open: one JSON request per line on
//                                               stdin ({ pages, posts, facts }), answered by a line
//                                               `generated <result JSON>` or `failed <message>` on stdout
//                                               (the site-update job on the Worker path,
//                                               release/src/cloudflare-site-update.ts)
import './src/production-mode.ts';
import readline from 'node:readline';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_APP_KEYS } from '../config/apps.mjs';
import { deploymentFromEnv, deploymentFromJson, type Deployment } from '../config/deployment.mjs';
import { exitWith, parseCli } from '../local-supabase/cli-args.mjs';
import { repoRoot } from '../config/repo.mjs';
import type { SiteFact } from './src/site-dependencies.ts';
import { buildsFrom, type SiteBuilds } from './src/site-builds.ts';
import { openSiteGenerator, type GenerateRequest } from './src/site-generator.ts';

// Where the pages go: the shell's dist (GENERATE_DIST elsewhere: a test's folder holding app.html).
const dist = process.env.GENERATE_DIST ?? path.join(repoRoot, 'shell/dist');
// What they are rendered from: the repository's builds, or those --builds names (a release's live
// versions, release/src/pages.ts).
let builds: SiteBuilds;
let deployment: Deployment;

async function backend({ supabase }: Deployment): Promise<{ url: string; anonKey: string; stop: () => Promise<void> }> {
  if (!supabase.local) return { url: supabase.url, anonKey: supabase.anonKey, stop: async () => undefined };
  const { startLocalSupabase } = await import('../local-supabase/src/index.ts');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'generate-supabase-'));
  const local = await startLocalSupabase({ port: 0, dataDir, quiet: true });
  return {
    url: local.url,
    anonKey: local.anonKey,
    stop: async () => {
      await local.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const { values } = parseCli({
  usage: `npm run generate [-- --page <path>]... [--post <slug>]... [--fact <subject>[:<language>[:<namespace>]]]...
Renders the public pages into shell/dist (or GENERATE_DIST): all of them, or the pages given.
  --page <path>   one page, e.g. /en/contact (repeatable)
  --post <slug>   a post in every language, the lists and the site files (repeatable)
  --fact <fact>   the pages that show a fact (site-generator/src/site-dependencies.ts), e.g. testimonials or overrides:de:common (repeatable)
  --remote <key>  the pages that hold a remote's modules, e.g. mf_blog (repeatable)
  --serve         keep the generator open: a JSON request per line on stdin, a result line on stdout
  --deployment <JSON>  the deployment to render for (config/deployment.mjs; default: from the environment)
  --builds <JSON>      the builds to render from, by app folder ({ "mf-blog": { "dist", "server" } }; default: the repository's)`,
  options: {
    page: { type: 'string', multiple: true },
    post: { type: 'string', multiple: true },
    fact: { type: 'string', multiple: true },
    remote: { type: 'string', multiple: true },
    serve: { type: 'boolean', default: false },
    deployment: { type: 'string' },
    builds: { type: 'string' },
  },
});
const facts = (values.fact ?? []).map((fact): SiteFact => {
  const [subject, language, namespace] = fact.split(':');
  return { subject: subject as SiteFact['subject'], language, namespace };
});
const request: GenerateRequest = { pages: values.page ?? [], posts: values.post ?? [], facts, remotes: values.remote ?? [] };
try {
  deployment = values.deployment ? deploymentFromJson(values.deployment) : deploymentFromEnv(process.env);
  const pageRemotes = PAGE_APP_KEYS.filter((key) => key !== 'shell');
  for (const remote of request.remotes ?? [])
    if (!pageRemotes.includes(remote as never)) throw new Error(`--remote ${remote}: not a remote with public pages (${pageRemotes.join(', ')})`);
  builds = buildsFrom(values.builds);
} catch (error) {
  exitWith(error, 'npm run generate');
}

const started = Date.now();
const data = await backend(deployment);
const rendered: Deployment = { ...deployment, supabase: { ...deployment.supabase, url: data.url, anonKey: data.anonKey } };
if (values.serve) {
  // Loaded once, then each request renders in the time of its pages alone (no start-up per update).
  const generator = await openSiteGenerator({ dist, deployment: rendered, builds });
  console.log('ready');
  for await (const line of readline.createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    try {
      console.log(`generated ${JSON.stringify(await generator.generate(JSON.parse(line) as GenerateRequest))}`);
    } catch (error) {
      console.log(`failed ${String((error as Error).message).replace(/\s+/g, ' ')}`);
    }
  }
  await data.stop();
  process.exit(0);
}
try {
  const generator = await openSiteGenerator({ dist, deployment: rendered, builds });
  const loaded = Date.now();
  const result = await generator.generate(request);
  const removed = result.removed.length ? `, removed ${result.removed.length} pages of posts no longer public` : '';
  console.log(
    `generated ${result.pages} pages${removed} in ${(result.ms / 1000).toFixed(1)} s ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s in all, ${((loaded - started) / 1000).toFixed(1)} s of it starting up)`,
  );
} finally {
  await data.stop();
}
