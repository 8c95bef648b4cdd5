// npm run preview -- <app> --version <version> [<app> --version <version> …] [--env production|staging]
//   [--target cloudflare] [--hours 24] [--path /blog]
// Prints a link composing the candidate versions with everything live in that environment, for
// whoever opens it (./preview.ts). The link alone goes to stdout (a workflow posts it); what it
// shows, to stderr. Needs PREVIEW_SECRET (the Worker's) and SITE_URL; README.md, "Previews".
import { deploymentFromEnv } from '../../config/deployment.mjs';
import { appName, exitWith, parseCli, UsageError } from '../../local-supabase/cli-args.mjs';
import { APP_NAMES, ENVIRONMENTS, type Environment } from './apps.ts';
import { cloudflareTargetFromEnv } from './cloudflare-target.ts';
import { checkPreviewRequest, DEFAULT_PREVIEW_HOURS, previewLink, PREVIEWABLE_APPS } from './preview.ts';

const USAGE = `npm run preview -- <app> --version <version> [<app> --version <version> …] [--env production|staging] [--target cloudflare] [--hours ${DEFAULT_PREVIEW_HOURS}] [--path /]
Prints a link that shows those versions of those remotes composed with everything live in the
environment, to whoever opens it, until it expires (at most a week). Nothing goes live.
Apps: ${PREVIEWABLE_APPS.join(', ')}. Each --version pairs with the app before it.
Environment: PREVIEW_SECRET (the Worker's secret), SITE_URL (the environment's origin; on npm start's
Worker, CLOUDFLARE_LOCAL_URL), and the bucket's access as for npm run release (README.md, "Previews").`;

async function main(argv: string[]) {
  const { values, positionals } = parseCli({
    usage: USAGE,
    args: argv,
    positionals: ['...app'],
    options: {
      version: { type: 'string', multiple: true },
      env: { type: 'string', default: 'production' },
      target: { type: 'string', default: 'cloudflare' },
      hours: { type: 'string', default: String(DEFAULT_PREVIEW_HOURS) },
      path: { type: 'string', default: '/' },
    },
  });
  if (!ENVIRONMENTS.includes(values.env as Environment)) throw new UsageError(`--env must be one of ${ENVIRONMENTS.join(', ')}`);
  if (values.target !== 'cloudflare') throw new UsageError('previews are served by the Worker: --target cloudflare (on npm start, with CLOUDFLARE_LOCAL_URL)');
  const versions = values.version ?? [];
  if (!positionals.length) throw new UsageError('which app?');
  if (versions.length !== positionals.length) throw new UsageError('give one --version after each app');
  const apps = Object.fromEntries(positionals.map((name, index) => [appName(name, APP_NAMES), versions[index]]));
  const secret = process.env.PREVIEW_SECRET;
  if (!secret) throw new UsageError('set PREVIEW_SECRET: the secret the Worker checks previews with (wrangler secret put PREVIEW_SECRET)');
  // The deployment's origin (config/deployment.mjs), never its default: on npm start's Worker, its own.
  const deployment = deploymentFromEnv(process.env);
  const siteUrl = deployment.siteUrlSet ? deployment.siteUrl : process.env.CLOUDFLARE_LOCAL_URL;
  if (!siteUrl) throw new UsageError("set SITE_URL: the environment's public origin");
  const hours = Number(values.hours);
  checkPreviewRequest({ apps, hours, path: values.path });
  const target = cloudflareTargetFromEnv();
  const { url, expiresAt } = await previewLink({ target, environment: values.env as Environment, apps, siteUrl, secret, hours, path: values.path });
  const names = Object.entries(apps).map(([app, version]) => `${app} ${version}`);
  console.error(`Preview of ${names.join(', ')} with everything else live in ${values.env}, until ${expiresAt.toISOString()}:`);
  console.log(url);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  exitWith(error);
}
