// The job that keeps the static pages in step with what they show (supabase/migrations/*_site_updates.sql,
// *_site_update_subjects.sql): it claims the queued site updates, regenerates the posts among them in
// every language with the lists, the sitemap and the feeds (removing the pages of posts no longer
// public) and the pages that show the other facts that changed (testimonials, texts, languages:
// site-generator/src/site-dependencies.ts), runs what publishes the result (a static host's upload;
// nothing when the dist is what is served), and reports back.
// `serve` waits for the database's webhook on a loopback port (what `npm start` runs); `once` is one
// run (what .github/workflows/site-update.yml runs).
import { execSync } from 'node:child_process';
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { SiteFact } from '../../site-generator/src/site-dependencies.ts';
import type { SiteGenerator } from '../../site-generator/src/site-generator.ts';
import type { Database } from '../../shared-core/src/database.types.ts';

export interface SiteUpdateRun {
  updates: number;
  pages: number;
  removed: string[];
  ms: number;
}

export interface SiteUpdateJob {
  /** Claims what is queued and regenerates it; resolves with nothing when the queue was empty. */
  runOnce(): Promise<SiteUpdateRun | null>;
}

/**
 * @param publish a shell command run after the pages are written and before the updates are
 *   reported done (e.g. the upload to a static host), so "live on the site" is true when shown.
 */
export function siteUpdateJob({
  generator,
  supabaseUrl,
  serviceRoleKey,
  publish,
  log = console.log,
}: {
  generator: SiteGenerator;
  supabaseUrl: string;
  serviceRoleKey: string;
  publish?: string;
  log?: (message: string) => void;
}): SiteUpdateJob {
  const client: SupabaseClient<Database> = createClient<Database>(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return {
    async runOnce() {
      const claimed = await client.rpc('claim_site_updates');
      if (claimed.error) throw new Error(`could not claim site updates: ${claimed.error.message}`);
      const updates = claimed.data ?? [];
      if (!updates.length) return null;
      const ids = updates.map((update) => update.id);
      const posts = [...new Set(updates.flatMap((update) => (update.post_id ? [update.post_id] : [])))];
      const facts: SiteFact[] = updates.flatMap(({ subject, language, namespace }) =>
        subject === 'post' ? [] : [{ subject: subject as SiteFact['subject'], language, namespace }],
      );
      try {
        const result = await generator.generate({ posts, facts });
        if (publish) execSync(publish, { stdio: 'inherit' });
        const finished = await client.rpc('finish_site_updates', { update_ids: ids });
        if (finished.error) throw new Error(finished.error.message);
        const removed = result.removed.length ? `, removed ${result.removed.join(' ')}` : '';
        const pages = Number.isFinite(result.pages) ? `${result.pages} pages` : 'pages';
        const into = result.into ? ` into ${result.into}` : '';
        const what = [
          ...(posts.length
            ? [
                `${posts.length} post(s) (${updates
                  .filter((update) => update.post_id)
                  .map((update) => update.reason)
                  .join(', ')})`,
              ]
            : []),
          ...facts.map((fact) => [fact.subject, fact.language, fact.namespace].filter(Boolean).join(' ')),
        ];
        log(`site update: ${what.join(', ')}, ${pages}${into} in ${result.ms} ms${removed}`);
        return { updates: updates.length, pages: result.pages, removed: result.removed, ms: result.ms };
      } catch (error) {
        const message = (error as Error).message;
        await client.rpc('finish_site_updates', { update_ids: ids, error: message });
        throw error;
      }
    },
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const safeEqual = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

export interface SiteUpdateServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Runs the job whenever the webhook calls (POST, any path), one run at a time: a call during a run
 * makes one more run afterwards, so nothing queued meanwhile waits for the sweep. Also runs once at
 * start, for what was queued while nothing listened. Listens on loopback unless given another host;
 * with a `token`, only calls carrying `Authorization: Bearer <token>` (the Vault secret
 * site_update_hook_token) are taken.
 */
export async function serveSiteUpdates(
  job: SiteUpdateJob,
  { port, host = '127.0.0.1', token, log = console.log }: { port: number; host?: string; token?: string; log?: (message: string) => void },
): Promise<SiteUpdateServer> {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const trigger = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while (!closed && (await job.runOnce())) {
            // until the queue is empty
          }
        } catch (error) {
          log(`site update failed: ${(error as Error).message}`);
        }
      } while (again && !closed);
      running = null;
    })();
  };
  const server = http.createServer((req, res) => {
    req.resume();
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    if (token && !safeEqual(req.headers.authorization ?? '', `Bearer ${token}`)) {
      res.writeHead(401).end();
      return;
    }
    trigger();
    res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"accepted":true}');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  trigger();
  const address = server.address();
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${typeof address === 'object' && address ? address.port : port}/site-update`,
    async close() {
      closed = true;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await running;
    },
  };
}
