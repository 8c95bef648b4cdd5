// The PGlite socket checks no password, so it must not be reachable by anyone but this OS user: a Unix
// socket in a private (0700) folder, no TCP port.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db.ts';

describe('embedded database socket', () => {
  it.runIf(inject('databaseKind') === 'pglite')('listens on a Unix socket in a folder only this user can enter', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'db-socket-'));
    const db = await openDatabase({ dataDir });
    try {
      // libpq form with no TCP host: postgresql://user:password@/postgres?host=<folder>
      const match = /^postgresql:\/\/[^@]+@\/postgres\?host=([^&]+)$/.exec(db.postgrestUri);
      expect(match, db.postgrestUri).not.toBeNull();
      const folder = decodeURIComponent(match![1]);
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      expect(statSync(join(folder, '.s.PGSQL.5432')).isSocket()).toBe(true);
      expect(await db.query<{ ok: number }>('select 1 as ok')).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
