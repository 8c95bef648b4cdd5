// Helpers for the mf-blog end-to-end specs: a service-role client on the test backend (to set up
// posts the way the acceptance asks) and an admin client (to read the visit counters).
import AxeBuilder from '@axe-core/playwright';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../local-supabase/keys.mjs';
import { TEST_SUPABASE_URL } from '../support/ports';

function client(key: string): SupabaseClient {
  return createClient(TEST_SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export const serviceClient = () => client(LOCAL_SERVICE_ROLE_KEY);

export async function adminClient(): Promise<SupabaseClient> {
  const admin = client(LOCAL_ANON_KEY);
  const { error } = await admin.auth.signInWithPassword({ email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD });
  if (error) throw error;
  return admin;
}

export type PostInput = Record<string, unknown> & { slug: string; title: string };

/** Inserts posts through the service role; returns a function that deletes them again. */
export async function createPosts(...posts: PostInput[]): Promise<() => Promise<void>> {
  const service = serviceClient();
  const { error } = await service.from('blog_posts').insert(posts);
  if (error) throw error;
  return async () => {
    const { error: deleteError } = await service
      .from('blog_posts')
      .delete()
      .in(
        'slug',
        posts.map((post) => post.slug),
      );
    if (deleteError) throw deleteError;
  };
}

export const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Accepts or rejects cookies up front, so the banner does not cover the page. */
export async function decideCookies(page: Page, analytics: boolean) {
  await page.addInitScript((value) => {
    localStorage.setItem('cookie_consent', JSON.stringify({ analytics: value, decidedAt: new Date().toISOString(), version: 1 }));
  }, analytics);
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoSeriousViolations(page: Page, label: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
