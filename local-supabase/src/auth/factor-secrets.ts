// TOTP secrets are encrypted at rest (AES-256-GCM), so a copy of the database — a backup above all —
// holds no usable second factor. The key is not in the database: AUTH_FACTOR_SECRETS_KEY (32 bytes,
// base64), else `<dataDir>/auth-secrets.key`, made at the first start (0600) and never copied into a
// backup. On a hosted project Supabase Auth keeps its factors itself: treat its backups as secrets
// (supabase/README.md, "Who signs in how").
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../db.ts';
import { sql } from '../sql.ts';

const PREFIX = 'enc:v1:';
const KEY_FILE = 'auth-secrets.key';

export class FactorSecrets {
  private constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('AUTH_FACTOR_SECRETS_KEY must be 32 bytes, base64-encoded');
  }

  /** The environment's key, else the data folder's (created when missing). */
  static forDataDir(dataDir: string): FactorSecrets {
    if (process.env.AUTH_FACTOR_SECRETS_KEY) return new FactorSecrets(Buffer.from(process.env.AUTH_FACTOR_SECRETS_KEY, 'base64'));
    const file = join(dataDir, KEY_FILE);
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    return new FactorSecrets(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** The secret, or undefined when it was sealed with another key (a backup restored elsewhere). */
  open(stored: string | null): string | undefined {
    if (!stored) return undefined;
    if (!stored.startsWith(PREFIX)) return stored;
    const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }

  /** Seals the secrets stored before encryption; answers how many. */
  async sealStored(q: Queryable): Promise<number> {
    const plain = await q.query<{ id: string; secret: string }>(
      sql`select id, secret from auth.mfa_factors where secret is not null and secret <> '' and secret not like ${`${PREFIX}%`}`,
    );
    for (const row of plain) await q.query(sql`update auth.mfa_factors set secret = ${this.seal(row.secret)} where id = ${row.id}::uuid`);
    return plain.length;
  }

  /** How many stored secrets this key cannot open (a backup restored with another data folder). */
  async unreadable(q: Queryable): Promise<number> {
    const rows = await q.query<{ secret: string }>(sql`select secret from auth.mfa_factors where secret like ${`${PREFIX}%`}`);
    return rows.filter((row) => this.open(row.secret) === undefined).length;
  }
}
