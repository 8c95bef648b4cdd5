// The database types every app's client uses (shared-core/src/database.types.ts) are what
// supabase/migrations produce today: a migration without `npm run db:types` fails here. And the
// generator follows the schema: a new migration changes the types.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../local-supabase/src/paths.ts';
import { DATABASE_TYPES_FILE, typesOfMigrations } from '../../local-supabase/src/typegen.ts';
import { repoRoot } from '../../config/repo.mjs';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('generated database types', () => {
  it('match supabase/migrations (run npm run db:types after changing a migration)', async () => {
    const generated = await typesOfMigrations();
    expect(readFileSync(DATABASE_TYPES_FILE, 'utf8') === generated, `${DATABASE_TYPES_FILE} is stale: run npm run db:types`).toBe(true);
    // What the clients rely on: required and optional insert columns, nullable rows, typed RPCs.
    expect(generated).toMatch(/blog_posts: \{\n\s+Row: \{\n\s+id: string;\n\s+title: string;/);
    expect(generated).toMatch(/retry_site_update: \{\n\s+Args: \{\n\s+post: string;\n\s+\};\n\s+Returns: number;/);
    expect(generated).not.toContain('gbt_'); // btree_gist's functions are not the API
  }, 60_000);

  it('follow a new migration: a column added to testimonials appears in its Row, Insert and Update', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    folders.push(folder);
    cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    writeFileSync(path.join(folder, '29991231000000_stars.sql'), 'alter table public.testimonials add column stars smallint not null default 5;\n');
    const generated = await typesOfMigrations(folder);
    const testimonials = generated.slice(generated.indexOf('      testimonials: {'));
    const section = (name: string) => testimonials.slice(testimonials.indexOf(`${name}: {`), testimonials.indexOf('};', testimonials.indexOf(`${name}: {`)));
    expect(section('Row')).toContain('stars: number;');
    expect(section('Insert')).toContain('stars?: number;');
    expect(section('Update')).toContain('stars?: number;');
  }, 60_000);

  it('npm run db:types -- --check says so on the command line', () => {
    const output = execFileSync('npm', ['run', '--silent', 'db:types', '--', '--check'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toContain('database types are up to date');
  }, 60_000);
});
