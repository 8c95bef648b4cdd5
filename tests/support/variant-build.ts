// Another build of mf-blog, as a teammate's change would make it: the app's sources copied beside the
// apps (so their relative imports resolve), one text changed, built by the real build into a
// temporary folder. The post page's heading gets " — v2" (and, with `listHeading`, the blog list's).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../scripts/lib/build-apps.mjs';
import { repoRoot } from '../../config/repo.mjs';

export const V2_MARK = ' — v2';

export async function buildBlogVariant({ listHeading = false } = {}): Promise<{ dist: string; serverDist: string; remove: () => Promise<void> }> {
  const variantDir = path.join(repoRoot, `.variant-mf-blog-${process.pid}-${Date.now()}`);
  const outDir = await mkdtemp(path.join(tmpdir(), 'mf-blog-v2-'));
  const remove = async () => {
    await rm(variantDir, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    await cp(path.join(repoRoot, 'mf-blog'), variantDir, {
      recursive: true,
      filter: (source) => !/\/(node_modules|dist|dist-server)(\/|$)/.test(source.slice(repoRoot.length)),
    });
    const page = path.join(variantDir, 'src/pages/blog-post-page.tsx');
    const source = await readFile(page, 'utf8');
    const changed = source.replace('<h1 className={styles.title}>{post.title}</h1>', `<h1 className={styles.title}>{post.title}${V2_MARK}</h1>`);
    if (changed === source) throw new Error('the post heading of mf-blog moved: update tests/support/variant-build.ts');
    await writeFile(page, changed);
    if (listHeading) {
      const list = path.join(variantDir, 'src/pages/blog-list-page.tsx');
      const listSource = await readFile(list, 'utf8');
      const listChanged = listSource.replace("<h1>{t('list.title')}</h1>", `<h1>{t('list.title')}{'${V2_MARK}'}</h1>`);
      if (listChanged === listSource) throw new Error('the blog list heading of mf-blog moved: update tests/support/variant-build.ts');
      await writeFile(list, listChanged);
    }
    const dist = path.join(outDir, 'dist');
    const serverDist = path.join(outDir, 'dist-server');
    await buildApp('mf_blog', { env: { ...process.env, APP_SOURCE_DIR: variantDir, APP_DIST_DIR: dist, APP_SERVER_DIST_DIR: serverDist }, distDir: dist });
    await rm(variantDir, { recursive: true, force: true });
    return { dist, serverDist, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
