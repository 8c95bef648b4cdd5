// Brings a database to the current schema: Supabase platform objects, then every migration of
// supabase/migrations not yet recorded in supabase_migrations.schema_migrations, then (first start
// only) supabase/seed.sql. Each step runs in its own transaction.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { AUTHENTICATOR_PASSWORD, type Database } from './db.ts';
import { MIGRATIONS_DIR, PLATFORM_SQL, SEED_FILE } from './paths.ts';
import { sql } from './sql.ts';

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

export interface MigrateOptions {
  migrationsDir?: string;
  seedFile?: string;
  /** Apply the seed if it has never been applied to this database. */
  seed?: boolean;
}

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateResult> {
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const seedFile = options.seedFile ?? SEED_FILE;

  await db.tx(async (q) => {
    await q.query(readFileSync(PLATFORM_SQL, 'utf8'));
    await q.query(`alter role authenticator with login password '${AUTHENTICATOR_PASSWORD}'`);
  });

  const done = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((row) => row.version));
  const files = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((file) => file.endsWith('.sql'))
        .sort()
    : [];
  const applied: string[] = [];
  for (const file of files) {
    const match = /^(\d+)_(.*)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file name must look like <timestamp>_<name>.sql: ${file}`);
    const [, version, name] = match;
    if (done.has(version)) continue;
    const text = readFileSync(join(migrationsDir, file), 'utf8');
    try {
      await db.tx(async (q) => {
        await q.query(text);
        await q.query(sql`insert into supabase_migrations.schema_migrations (version, name, statements) values (${version}, ${name}, array[${text}])`);
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    }
    applied.push(file);
  }

  let seeded = false;
  if (options.seed !== false && existsSync(seedFile)) {
    const already = await db.query('select 1 from supabase_migrations.seed_files limit 1');
    if (already.length === 0) {
      const text = readFileSync(seedFile, 'utf8');
      const hash = createHash('sha256').update(text).digest('hex');
      try {
        await db.tx(async (q) => {
          await q.query(text);
          await q.query(sql`insert into supabase_migrations.seed_files (path, hash) values (${basename(seedFile)}, ${hash})`);
        });
      } catch (error) {
        throw new Error(`Seed ${basename(seedFile)} failed: ${(error as Error).message}`);
      }
      seeded = true;
    }
  }
  return { applied, seeded };
}
