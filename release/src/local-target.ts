// The local directory target (default: .releases/ at the repository root, git-ignored). Writes go
// through a temporary file and a rename, so a reader (the production server re-reading the
// registry) never sees half a file.
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KeyTaken, type ReleaseTarget } from './target.ts';

export function localTarget(root: string): ReleaseTarget & { root: string; pathOf(key: string): string } {
  const dir = path.resolve(root);
  const pathOf = (key: string) => {
    const file = path.resolve(dir, ...key.split('/'));
    if (!file.startsWith(dir + path.sep)) throw new Error(`key outside the store: ${key}`);
    return file;
  };
  async function walk(folder: string, prefix: string, out: string[]) {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(folder, entry.name), `${key}/`, out);
      else out.push(key);
    }
  }
  return {
    root: dir,
    description: `local ${dir}`,
    servesCompressedTwins: true,
    pathOf,
    read: (key) => readFile(pathOf(key)).catch(() => null),
    async write(key, body, { ifAbsent }) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      if (!ifAbsent) return rename(temporary, file);
      // link fails when the name exists: the conditional write, atomic like S3's.
      try {
        await link(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new KeyTaken(key);
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async list(prefix) {
      const out: string[] = [];
      const base = prefix.replace(/\/?$/, '/');
      await walk(pathOf(base.slice(0, -1)), base, out);
      return out.sort();
    },
    exists: (key) =>
      stat(pathOf(key)).then(
        () => true,
        () => false,
      ),
    remove: (key) => rm(pathOf(key), { force: true }),
    // mkdir is atomic: one process creates the folder, the others wait. A lock older than ten
    // minutes was left by a process that died (a release takes seconds to change the registry).
    async lock(key) {
      const folder = pathOf(`${key}.lock`);
      await mkdir(path.dirname(folder), { recursive: true });
      const deadline = Date.now() + 120_000;
      for (;;) {
        try {
          await mkdir(folder);
          return () => rm(folder, { recursive: true, force: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          const age =
            Date.now() -
            (await stat(folder).then(
              (info) => info.mtimeMs,
              () => Date.now(),
            ));
          if (age > 600_000) await rm(folder, { recursive: true, force: true });
          else if (Date.now() > deadline) throw new Error(`${folder} is held by another release: remove it if none runs`);
          else await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}
