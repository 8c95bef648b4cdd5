// Data at rest is the firm's own: the database files (password hashes, TOTP secrets), backups and the
// release store are for this OS user only. Folders 0700, files 0600, new ones too (umask 077 in the
// commands that write them); a folder found more open is closed at start, and that is said once.
import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Nothing under `dir` (itself included) open to group or others; answers how many were changed. */
export function makePrivate(dir: string): number {
  if (!existsSync(dir)) return 0;
  let changed = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink() || stat.isSocket()) return;
    // Only group and other lose their bits; what the owner has stays (an executable stays one).
    if (stat.mode & 0o077) {
      chmodSync(path, stat.isDirectory() ? 0o700 : stat.mode & 0o700);
      changed++;
    }
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return changed;
}

/** makePrivate, saying in one line what it closed (nothing when all was private already). */
export function ensurePrivate(dir: string, log: (message: string) => void = console.log): void {
  const changed = makePrivate(dir);
  if (changed) log(`${dir} was readable by other users: made ${changed} files and folders private (0700 folders, 0600 files).`);
}

/** New files and folders of this process are its user's only. */
export function privateUmask(): void {
  process.umask(0o077);
}
