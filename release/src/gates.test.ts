import { describe, expect, it } from 'vitest';
import { gateProblems } from './gates.ts';
import { shellImports, singletonNames } from './metadata.ts';
import { passedProps, requiredProps } from './props-contract.ts';

const shell = { app: 'shell', version: 's1', shared: { react: '19.3.1', 'shared-ui': '0.1.0' }, exposes: [], imports: { mf_blog: ['./BlogListPage'] } };
const blog = { app: 'mf-blog', version: 'b1', shared: { react: '19.0.0', 'shared-ui': '0.1.0' }, exposes: ['./BlogListPage'], imports: {} };

describe('gates', () => {
  it('lets compatible versions and a kept contract through', () => {
    expect(gateProblems(blog, [shell])).toEqual([]);
    expect(gateProblems(shell, [blog])).toEqual([]);
  });

  it('refuses a shell that would break a live remote', () => {
    const newShell = { ...shell, version: 's2', shared: { ...shell.shared, 'shared-ui': '0.2.0' }, imports: { mf_blog: ['./BlogListPage', './BlogSearch'] } };
    expect(gateProblems(newShell, [blog])).toEqual([
      'shared singleton shared-ui: shell s2 is built with 0.2.0, the live mf-blog b1 with 0.1.0; they cannot share one copy',
      'shell s2 loads ./BlogSearch from mf-blog, which the live mf-blog b1 does not expose',
    ]);
  });

  it("reads the singletons from config/mf-shared.ts and what the shell loads from the remotes' manifests", async () => {
    expect(singletonNames()).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'react-router',
        'i18next',
        'react-i18next',
        'zustand',
        '@tanstack/react-query',
        'shared-ui',
        'shared-i18n',
      ]),
    );
    const imports = shellImports();
    expect(imports.mf_blog).toEqual(['./BlogListPage', './BlogPostPage', './LatestPosts']);
    expect(imports.mf_admin).toEqual(['./AdminApp', './AdminLoginPage']);
    expect(imports.mf_marketing).toContain('./HomePage');
    expect(imports.mf_clients).toEqual(['./ClientAreaApp']);
  });

  it('refuses a remote that requires a page prop the live shell does not pass, and the reverse', () => {
    const passing = { ...shell, passes: { mf_blog: { './BlogListPage': ['language', 'page'] } } };
    const requiring = { ...blog, version: 'b2', requires: { './BlogListPage': ['language', 'category'] } };
    expect(gateProblems(requiring, [passing])).toEqual(['mf-blog b2 ./BlogListPage requires "category", which the live shell s1 does not pass']);
    expect(gateProblems(passing, [requiring])).toEqual(['shell s1 does not pass "category" to mf-blog ./BlogListPage, which the live mf-blog b2 requires']);
    expect(gateProblems({ ...requiring, requires: { './BlogListPage': ['language'] } }, [passing])).toEqual([]);
  });

  it("reads the props contract from the manifests' types with the TypeScript compiler", async () => {
    const passed = await passedProps(shellImports());
    expect(passed.mf_blog['./LatestPosts']).toEqual(['language']);
    expect(passed.mf_marketing['./HomePage']).toEqual(['language', 'page', 'slots']);
    expect(passed.mf_admin).toEqual({ './AdminApp': ['language', 'page', 'slots'], './AdminLoginPage': ['language', 'page', 'slots'] });
    const required = await requiredProps('mf-blog');
    expect(required).toEqual({ './BlogListPage': ['language', 'page'], './BlogPostPage': ['language', 'page'], './LatestPosts': ['language'] });
    for (const [module, props] of Object.entries(required)) for (const prop of props) expect(passed.mf_blog[module]).toContain(prop);
  }, 30_000);
});
