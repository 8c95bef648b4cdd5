// The deployment is read from the environment in one place per runtime (issue #49): SITE_URL and the
// remotes' MF_*_URL by config/deployment.mjs for every Node command, which passes the value down
// (the generator gets it as --deployment, never as variables); the Worker reads its bindings
// (edge/src/worker.ts), the Edge Functions theirs (supabase/functions/_shared/deployment.ts), and the
// local backend, a stand-in for Supabase's own service, its SITE_URL once at start. A second reader
// would bring a second default back. Tests are left out: they set and read what they start with.
// What is found is a direct read (`env.SITE_URL`, `env['MF_BLOG_URL']`, `env.get('SITE_URL')`, a
// destructuring of the environment, `env[APPS[key].manifestEnv]`), not a variable read by a name
// computed elsewhere.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';

const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const TEST = /(^|\/)(tests|test)\/|\.test\.[cm]?[jt]sx?$|_test\.ts$/;

const name = (variable: string) => `(?:${variable})`;
/** Where `variable` (a pattern) is read from an environment. */
const readsOf = (variable: string) =>
  new RegExp(
    [
      `\\benv\\s*\\.\\s*${name(variable)}\\b`,
      `\\benv\\s*\\[\\s*['"\`]${name(variable)}['"\`]\\s*\\]`,
      `\\.get\\(\\s*['"\`]${name(variable)}['"\`]\\s*\\)`,
      `\\{[^{}]*\\b${name(variable)}\\b[^{}]*\\}\\s*=\\s*(?:process\\.)?env\\b`,
    ].join('|'),
  );

const READS = {
  SITE_URL: readsOf('SITE_URL'),
  // The remotes' manifest URLs, by their names or by the registry's (config/apps.mjs manifestEnv).
  MF_URL: new RegExp(`${readsOf('MF_[A-Z_]+_URL').source}|\\[[^\\n]*?\\.manifestEnv\\s*\\]`),
  GENERATE_BUILDS: /GENERATE_BUILDS/,
};

const ALLOWED: Record<keyof typeof READS, string[]> = {
  SITE_URL: ['config/deployment.mjs', 'edge/src/worker.ts', 'local-supabase/src/index.ts', 'supabase/functions/_shared/deployment.ts'],
  MF_URL: ['config/deployment.mjs'],
  // The builds reach the generator as --builds (site-generator/run.mjs).
  GENERATE_BUILDS: [],
};

describe('readers of the deployment in the environment', () => {
  it('are found however the environment is spelled', () => {
    for (const read of ["process.env.SITE_URL ?? ''", "env['SITE_URL']", "Deno.env.get('SITE_URL')", 'const { SITE_URL: site } = process.env']) {
      expect(read, read).toMatch(READS.SITE_URL);
    }
    for (const read of ['process.env.MF_BLOG_URL', 'env["MF_ADMIN_URL"]', 'base[APPS[key].manifestEnv] || local']) expect(read, read).toMatch(READS.MF_URL);
    for (const write of ['{ ...env, SITE_URL: siteUrl }', "{ MF_BLOG_URL: 'https://b.example/mf-manifest.json' }", 'SITE_URL=https://www.example.es']) {
      expect(write, write).not.toMatch(READS.SITE_URL);
      expect(write, write).not.toMatch(READS.MF_URL);
    }
  });

  it('are one per runtime', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.startsWith('scripts/lint/') && existsSync(path.join(repoRoot, file)));
    const texts = new Map(files.map((file) => [file, readFileSync(path.join(repoRoot, file), 'utf8')]));
    for (const [variable, pattern] of Object.entries(READS) as Array<[keyof typeof READS, RegExp]>) {
      const readers = [...texts].filter(([, text]) => pattern.test(text)).map(([file]) => file);
      expect(readers.sort(), `${variable} is read by`).toEqual(ALLOWED[variable]);
    }
  });
});
