// The registry (config/apps.mjs) and what repeats it by necessity agree: each exposed module exists,
// a remote's server entry lists exactly its exposed modules (the generator renders them in Node),
// and the shell loads only modules the registry's remotes expose.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repo.mjs';
import { APPS, PAGE_APP_KEYS, REMOTE_KEYS } from './apps.mjs';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const exposesOf = (key: (typeof REMOTE_KEYS)[number]) => (APPS[key] as { exposes: Record<string, string> }).exposes;

describe('config/apps.mjs', () => {
  it.each(REMOTE_KEYS)('%s: every exposed module is a file of the app', (key) => {
    for (const file of Object.values(exposesOf(key))) expect(existsSync(path.join(repoRoot, APPS[key].dir, file)), file).toBe(true);
  });

  it.each(PAGE_APP_KEYS.filter((key) => key !== 'shell'))('%s: the server entry renders exactly the exposed modules', (key) => {
    const app = APPS[key];
    const source = read(path.join(app.dir, (app as { serverEntry: string }).serverEntry));
    const listed = Object.fromEntries([...source.matchAll(/'(\.\/\w+)':\s*\(\)\s*=>\s*import\('(\.\/[^']+)'\)/g)].map((match) => [match[1], match[2]]));
    const exposed = Object.fromEntries(Object.entries(exposesOf(key)).map(([name, file]) => [name, file.replace(/^\.\/src\//, './').replace(/\.tsx?$/, '')]));
    expect(listed).toEqual(exposed);
  });

  it('the shell loads only modules the remotes expose', () => {
    const source = read('shell/src/app/pages.tsx');
    const loaded = [...source.matchAll(/remote(?:Page\(|=)['"](mf_\w+)['"](?:,\s*| module=)['"](\.\/\w+)['"]/g)].map((match) => [match[1], match[2]]);
    expect(loaded.length).toBeGreaterThanOrEqual(10);
    for (const [remote, module] of loaded) expect(Object.keys(exposesOf(remote as (typeof REMOTE_KEYS)[number])), `${remote}/${module}`).toContain(module);
  });
});
