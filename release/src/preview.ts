// A composed preview of candidate versions (README, "Previews"): a link that, for whoever opens it,
// serves those versions of those remotes with everything else live — the Worker's /env.js names them
// for that visitor only, by a signed, expiring cookie (edge/src/preview-token.ts). Nothing in the
// registry changes; a visitor without the cookie gets what is live.
import { appDirs, REMOTE_KEYS } from '../../config/apps.mjs';
import { Refusal, UsageError } from '../../local-supabase/cli-args.mjs';
import { MAX_PREVIEW_MS, PREVIEW_PATH, signPreview } from '../../edge/src/preview-token.ts';
import type { Environment } from './apps.ts';
import { readMeta } from './release.ts';
import type { ReleaseTarget } from './target.ts';

/** The apps a preview can swap: the remotes. The shell's code is in every generated page: release it to staging. */
export const PREVIEWABLE_APPS: string[] = REMOTE_KEYS.map((key) => appDirs[key]);
export const DEFAULT_PREVIEW_HOURS = 24;

export interface PreviewOptions {
  target: ReleaseTarget;
  environment: Environment;
  /** Remote (`mf-blog`) → its candidate version. */
  apps: Record<string, string>;
  /** The site's public origin (SITE_URL). */
  siteUrl: string;
  /** The Worker's PREVIEW_SECRET. */
  secret: string;
  hours?: number;
  /** Where the link lands (a path of the site). */
  path?: string;
  now?: Date;
}

/** What a preview may not ask for, checked before the store is opened: a UsageError (exit 2). */
export function checkPreviewRequest({ apps, hours = DEFAULT_PREVIEW_HOURS, path = '/' }: Pick<PreviewOptions, 'apps' | 'hours' | 'path'>) {
  if (!(hours > 0) || hours * 3_600_000 > MAX_PREVIEW_MS) throw new UsageError(`--hours must be more than 0 and at most ${MAX_PREVIEW_MS / 3_600_000}`);
  if (!/^\/(?![/\\])/.test(path)) throw new UsageError(`--path must be a path of the site, such as /blog: "${path}"`);
  if (!Object.keys(apps).length) throw new UsageError('which app? npm run preview -- <app> --version <version>');
  for (const app of Object.keys(apps)) {
    if (!PREVIEWABLE_APPS.includes(app)) {
      throw new UsageError(
        `${app} cannot be previewed: only remotes (${PREVIEWABLE_APPS.join(', ')}); the shell's code is in every page (release it to staging)`,
      );
    }
  }
}

export async function previewLink(options: PreviewOptions): Promise<{ url: string; expiresAt: Date }> {
  const { target, environment, apps, siteUrl, secret, hours = DEFAULT_PREVIEW_HOURS, path = '/', now = new Date() } = options;
  checkPreviewRequest({ apps, hours, path });
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  for (const [app, version] of Object.entries(apps)) {
    const meta = await readMeta(target, app, version);
    if (!meta || !(await target.exists(`${app}/${version}/mf-manifest.json`))) throw new Error(`${app} ${version} is not in ${target.description}`);
    if (meta.refused) throw new Refusal(`${app} ${version} was refused by the gates when it was released: ${meta.refused}`);
  }
  const token = await signPreview({ environment, apps, expiresAt: expiresAt.getTime() }, secret);
  const url = new URL(PREVIEW_PATH, siteUrl);
  url.searchParams.set('token', token);
  if (path !== '/') url.searchParams.set('to', path);
  return { url: url.href, expiresAt };
}
