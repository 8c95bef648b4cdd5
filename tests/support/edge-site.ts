// The site as production serves it (release/src/edge-site.ts: the Worker on workerd over a fresh
// local bucket filled by the release code), against the test backend.
import { LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';
import { startEdgeSite as startSite, type EdgeSite } from '../../release/src/edge-site.ts';
import type { Environment } from '../../release/src/apps.ts';
import { TEST_SUPABASE_URL } from './ports';

export { releaseAll, type EdgeSite } from '../../release/src/edge-site.ts';

/**
 * A Worker on `port` (its inspector on port + 1) serving `environment` from the bucket in `persistTo`
 * (a fresh one by default); `log` hears what its releases print about the pages.
 */
export function startEdgeSite(options: { port: number; environment?: Environment; persistTo?: string; log?: (line: string) => void }): Promise<EdgeSite> {
  return startSite({ ...options, supabaseUrl: TEST_SUPABASE_URL, supabaseAnonKey: LOCAL_ANON_KEY });
}
