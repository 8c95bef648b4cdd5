// npm start's kept bucket sheds old pages folders: never the live one, never another's revision
// object (the site-update job reads the live folder's), the two newest stay.
import { describe, expect, it } from 'vitest';
import { pruneOldPages, type EdgeSite } from './edge-site.ts';
import type { ReleaseTarget } from './target.ts';

function bucketWith(folders: string[], live: string) {
  const objects = new Map<string, Buffer>();
  for (const folder of folders) {
    for (const file of ['index.html', 'en/index.html', 'csp-hashes.json']) objects.set(`pages/production/${folder}/${file}`, Buffer.from(file));
    objects.set(`pages/production/${folder}.revision`, Buffer.from(folder));
  }
  objects.set('registry/production.json', Buffer.from(JSON.stringify({ environment: 'production', apps: {}, pages: { dir: `pages/production/${live}` } })));
  const target: ReleaseTarget = {
    description: 'memory',
    servesCompressedTwins: true,
    read: async (key) => objects.get(key) ?? null,
    write: async (key, body) => void objects.set(key, body),
    list: async (prefix) => [...objects.keys()].filter((key) => key.startsWith(prefix)).sort(),
    exists: async (key) => objects.has(key),
    remove: async (key) => void objects.delete(key),
  };
  const site = { target, environment: 'production' } as EdgeSite;
  const folders_ = async () => [...new Set((await target.list('pages/production/')).map((key) => key.split('/')[2]))].sort();
  return { site, folders: folders_ };
}

describe('pruneOldPages', () => {
  it('keeps the two newest folders with their revisions and removes the older ones whole', async () => {
    const { site, folders } = bucketWith(['20261128100000', '20261128110000', '20261128120000', '20261128130000'], '20261128130000');
    expect(await pruneOldPages(site)).toBe(2);
    expect(await folders()).toEqual(['20261128120000', '20261128120000.revision', '20261128130000', '20261128130000.revision']);
  });

  it('never removes the live folder (a rolled-back pointer may name an old one), nor its revision', async () => {
    const { site, folders } = bucketWith(['20261128100000', '20261128110000', '20261128120000'], '20261128100000');
    expect(await pruneOldPages(site)).toBe(0);
    expect(await folders()).toHaveLength(6);
  });
});
