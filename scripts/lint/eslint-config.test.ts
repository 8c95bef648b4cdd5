// The architecture rules of eslint.config.js refuse what they say they refuse: an import from one app
// into another, from one feature into another, from a shared package into an app, an import cycle,
// a file name that is not kebab-case, a relative import that should be `@/…`. Each case is linted as
// if it were a file of the repository.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';

const eslint = new ESLint({ cwd: repoRoot });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('eslint.config.js', () => {
  it('refuses an import from mf-blog into mf-marketing', async () => {
    expect(
      await rulesBroken(
        'mf-marketing/src/features/home/components/latest.tsx',
        "import BlogListPage from '../../../../../mf-blog/src/pages/blog-list-page';\nexport default BlogListPage;\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses app code and tooling in the Worker, and allows the shared security and cache policies', async () => {
    const file = 'edge/src/probe.ts';
    expect(await rulesBroken(file, "export { APPS } from '../../config/apps.mjs';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken(file, "export { pathFor } from '../../shared-i18n/src/routes.ts';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken(file, "export { startStaticServer } from '../../scripts/lib/static-server.mjs';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken(file, "export { policyFor } from '../../config/security-policy.mjs';\n")).toEqual([]);
    expect(await rulesBroken(file, "export { cacheControlFor } from '../../config/cache-policy.mjs';\n")).toEqual([]);
    expect(await rulesBroken(file, "export { CONTENT_TYPES } from '../../config/site-files.mjs';\n")).toEqual([]);
    expect(await rulesBroken(file, "export { inlineScriptHashes } from '../../config/security-headers.mjs';\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken(file, "export { readRegistry } from '../../release/src/registry.ts';\n")).toEqual(['import-x/no-restricted-paths']);
    // The first lint reads the imported files for no-cycle (seconds on a busy machine).
  }, 30_000);

  it("lets the shell read a remote's manifest, and nothing else of it", async () => {
    expect(await rulesBroken('shell/remote-manifests.ts', "export { manifest } from '../mf-blog/src/remote.ts';\n")).toEqual([]);
    expect(await rulesBroken('shell/remote-manifests.ts', "export { default } from '../mf-blog/src/pages/blog-list-page.tsx';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesBroken('mf-marketing/src/probe.ts', "export { manifest } from '../../mf-blog/src/remote.ts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  }, 30_000);

  it('keeps the pipeline one way: no app imports it, the generator drives nothing, only tests import tests/', async () => {
    expect(await rulesBroken('shell/src/lib/probe.ts', "export { pageHtml } from '../../../site-generator/src/page-html.ts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesBroken('shell/src/server/probe.ts', "export type { SiteBuilds } from '../../../site-generator/src/site-builds.ts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesBroken('site-generator/src/probe.ts', "export type { ShellServer } from '../../shell/src/server/page-contract.ts';\n")).toEqual([]);
    expect(await rulesBroken('site-generator/src/probe.ts', "export { liveDirs } from '../../release/src/pages.ts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesBroken('site-generator/src/probe.ts', "export { repoRoot } from '../../config/repo.mjs';\n")).toEqual([]);
    expect(await rulesBroken('release/src/probe.ts', "export type { GenerateRequest } from '../../site-generator/src/site-generator.ts';\n")).toEqual([]);
    expect(await rulesBroken('release/src/probe.ts', "export { TEST_PORTS } from '../../tests/support/ports.ts';\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('keeps tooling out of the pipeline: the generator and the Worker’s launcher take none, the release tool only what it drives', async () => {
    const tooling = ['import-x/no-restricted-paths'];
    expect(await rulesBroken('site-generator/src/probe.ts', "export { gzipSize } from '../../scripts/lib/js-size.mjs';\n")).toEqual(tooling);
    expect(await rulesBroken('edge/probe.mjs', "export { startStack } from '../scripts/lib/stack.mjs';\n")).toEqual(tooling);
    expect(await rulesBroken('release/src/probe.ts', "export { gzipSize } from '../../scripts/lib/js-size.mjs';\n")).toEqual(tooling);
    expect(await rulesBroken('release/src/probe.ts', "export { startStaticServer } from '../../scripts/lib/static-server.mjs';\n")).toEqual([]);
  });

  it('refuses an import from one admin feature into another, and allows one inside a feature', async () => {
    const file = 'mf-admin/src/features/posts/components/recent-testimonials.tsx';
    expect(await rulesBroken(file, "export { siteState } from './site-status';\n")).toEqual([]);
    expect(await rulesBroken(file, "export { Tabs } from '@/components/tabs';\n")).toEqual([]);
    expect(await rulesBroken(file, "export { listTestimonials } from '@/features/testimonials/api/get-testimonials';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('refuses an import against the one-way direction: a feature from app/, lib/ from a feature', async () => {
    expect(await rulesBroken('mf-admin/src/features/posts/components/probe.tsx', "export { AdminRoutes } from '@/app/admin-routes';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesBroken('mf-admin/src/lib/probe.ts', "export { SiteStatus } from '@/features/posts/components/site-status';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesBroken('mf-admin/src/app/probe.ts', "export { SiteStatus } from '@/features/posts/components/site-status';\n")).toEqual([]);
  });

  it('refuses an import from a shared package into an app', async () => {
    expect(
      await rulesBroken('shared-ui/src/platform/probe.ts', "export { Header } from '../../../shell/src/features/navigation/components/header';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    // header.tsx imports shell/src/lib/nav-links.ts: nav-links importing the header closes a cycle.
    const code = "import { Header } from '@/features/navigation/components/header';\nexport const header = Header;\n";
    expect(await rulesBroken('shell/src/lib/nav-links.ts', code)).toContain('import-x/no-cycle');
  });

  it('refuses a relative import that climbs two levels or leaves its folder inside an app: those are @/ imports', async () => {
    const alias = ['app/relative-imports'];
    const feature = 'mf-admin/src/features/posts/components/probe.tsx';
    expect(await rulesBroken(feature, "export { Tabs } from '../../../components/tabs';\n")).toEqual(alias);
    expect(await rulesBroken(feature, "export { postKeys } from '../../posts/api/keys';\n")).toEqual(alias);
    expect(await rulesBroken(feature, "export { postKeys } from '../api/keys';\n")).toEqual([]);
    expect(await rulesBroken('shell/src/app/probe.ts', "export { scrollToTop } from '../lib/scroll';\n")).toEqual(alias);
    expect(await rulesBroken('shell/src/app/probe.ts', "export { scrollToTop } from '@/lib/scroll';\n")).toEqual([]);
    // Leaving the app is the boundaries' business (config/ is allowed).
    expect(await rulesBroken('shell/src/server/probe.ts', "export { repoRoot } from '../../../config/repo.mjs';\n")).toEqual([]);
    // --fix writes the alias.
    const [fixed] = await new ESLint({ cwd: repoRoot, fix: true }).lintText("export { Tabs } from '../../../components/tabs';\n", {
      filePath: path.join(repoRoot, feature),
    });
    expect(fixed.output).toBe("export { Tabs } from '@/components/tabs';\n");
  });

  it("refuses @/ where Node loads the files without a bundler: a shared package, a remote's manifest", async () => {
    expect(await rulesBroken('shared-ui/src/platform/probe.ts', "export { x } from '@/lib/x';\n")).toContain('no-restricted-imports');
    expect(await rulesBroken('mf-blog/src/remote.ts', "export { BlogListPage } from '@/pages/blog-list-page';\n")).toContain('no-restricted-imports');
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await rulesBroken('mf-blog/src/features/posts/lib/sharePost.ts', 'export const x = 1;\n')).toEqual(['check-file/filename-naming-convention']);
  });

  it('finds nothing in the repository as it is', async () => {
    const results = await eslint.lintFiles(['.']);
    const problems = results.flatMap((result) =>
      result.messages.map((message) => `${path.relative(repoRoot, result.filePath)}:${message.line} ${message.ruleId}`),
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
