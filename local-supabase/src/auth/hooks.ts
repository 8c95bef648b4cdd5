// Auth's Custom Access Token hook, as hosted Auth runs it: when supabase/config.toml enables
// `[auth.hook.custom_access_token]` with a `pg-functions://postgres/<schema>/<function>` uri, that
// Postgres function sees every token before it is issued ({user_id, claims, authentication_method})
// and answers the claims to sign, or {error: {http_code, message}} to refuse the token.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../db.ts';
import type { Claims } from '../jwt.ts';
import { SUPABASE_DIR } from '../paths.ts';
import { raw, sql } from '../sql.ts';
import { AuthError } from './errors.ts';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** `schema.function` of the enabled hook, or undefined (read once: config.toml is the deployment's). */
export function accessTokenHookOf(configToml = join(SUPABASE_DIR, 'config.toml')): string | undefined {
  if (!existsSync(configToml)) return undefined;
  const section = /^\[auth\.hook\.custom_access_token\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(readFileSync(configToml, 'utf8'));
  if (!section || !/^\s*enabled\s*=\s*true\s*$/m.test(section[1])) return undefined;
  const uri = /^\s*uri\s*=\s*"pg-functions:\/\/postgres\/([^/"]+)\/([^/"]+)"\s*$/m.exec(section[1]);
  if (!uri || !IDENTIFIER.test(uri[1]) || !IDENTIFIER.test(uri[2])) {
    throw new Error('supabase/config.toml: [auth.hook.custom_access_token] needs uri = "pg-functions://postgres/<schema>/<function>"');
  }
  return `${uri[1]}.${uri[2]}`;
}

let configured: string | undefined | null = null;

/** The claims the hook lets through (possibly changed), or the AuthError it asks for. */
export async function runAccessTokenHook(q: Queryable, userId: string, claims: Claims, authenticationMethod: string): Promise<Claims> {
  if (configured === null) configured = accessTokenHookOf();
  if (!configured) return claims;
  const event = { user_id: userId, claims, authentication_method: authenticationMethod };
  const [{ result }] = await q.query<{ result: { claims?: Claims; error?: { http_code?: number; message?: string } } }>(
    sql`select ${raw(configured)}(${event}::jsonb) as result`,
  );
  if (result?.error) {
    const status = Number(result.error.http_code) >= 400 ? Number(result.error.http_code) : 500;
    throw new AuthError(status, 'unexpected_failure', result.error.message ?? 'Error running hook URI');
  }
  return result?.claims ?? claims;
}
