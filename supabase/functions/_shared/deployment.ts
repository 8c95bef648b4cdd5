// The Edge Functions' one reader of the deployment's site: SITE_URL, the origin visitors use (links in
// e-mails, the host a Turnstile token must be solved on). Deno's counterpart of the Node commands'
// config/deployment.mjs, with the same one default; the Worker reads its own bindings.

/** The origin `npm start` serves the site at: the default when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export interface DeployedSite {
  /** The origin, no trailing slash: SITE_URL, else DEFAULT_SITE_URL. */
  siteUrl: string;
  /** Whether SITE_URL named it (a host check trusts no default). */
  siteUrlSet: boolean;
}

/** The site of the deployment `env` describes; a SITE_URL that is not an http(s) URL throws, naming it. */
export function siteFromEnv(env: { get(name: string): string | undefined }): DeployedSite {
  const given = env.get('SITE_URL') || undefined;
  if (given) {
    let protocol = '';
    try {
      protocol = new URL(given).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`SITE_URL must be an http(s) URL: "${given}"`);
  }
  return { siteUrl: (given ?? DEFAULT_SITE_URL).replace(/\/$/, ''), siteUrlSet: !!given };
}
