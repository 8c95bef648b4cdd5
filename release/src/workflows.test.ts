// The GitHub Actions workflows (.github/workflows): valid against GitHub's workflow schema
// (@action-validator/core, the action-validator linter compiled to WebAssembly), and each one does
// what README.md, "Deploying", says.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../../config/repo.mjs';
import { APP_NAMES } from './apps.ts';
import { PREVIEWABLE_APPS } from './preview.ts';

const workflow = (name: string) => readFile(path.join(repoRoot, '.github/workflows', `${name}.yml`), 'utf8');

describe('workflows', () => {
  // Every workflow in the folder, not only the release ones (the linter does not check path globs:
  // the release workflows' paths are checked below).
  const files = readdirSync(path.join(repoRoot, '.github/workflows')).filter((file) => /\.ya?ml$/.test(file));
  it('has the release workflows and the migrations one', () => {
    expect(files).toEqual(expect.arrayContaining([...APP_NAMES, 'db-migrations'].map((name) => `${name}.yml`)));
  });

  it.each(files)('%s is a valid workflow', async (file) => {
    expect(validateWorkflow(await readFile(path.join(repoRoot, '.github/workflows', file), 'utf8')).errors).toEqual([]);
  });

  it('the linter does catch mistakes', () => {
    expect(validateWorkflow('on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    needs: [missing]\n    steps:\n      - run: echo\n').errors).not.toEqual([]);
  });

  it.each(APP_NAMES)("%s: its paths and the shared ones, tests, staging on main, production by hand, on the Worker's bucket", async (app) => {
    const text = await workflow(app);
    const paths = [...text.matchAll(/paths: \[([^\]]*)\]/g)].map(([, list]) => list);
    expect(paths).toHaveLength(2);
    for (const list of paths)
      for (const folder of [`'${app}/**'`, "'shared-ui/**'", "'shared-i18n/**'", "'config/**'", "'scripts/**'", "'site-generator/**'", "'release/**'"])
        expect(list).toContain(folder);
    expect(text).toMatch(new RegExp(`npx vitest run ${app}/`));
    expect(text).toContain(`npm run release -- ${app} --env staging --target cloudflare --no-build --dist build/${app}/dist`);
    expect(text).toMatch(/production:\n\s+if: github\.event_name == 'workflow_dispatch'[\s\S]*environment: production/);
    expect(text).toContain(`npm run promote -- ${app} --env production --from staging --target cloudflare`);
  });

  // The ordering rules, read from the workflows' structure.
  type Step = { uses?: string; run?: string; with?: Record<string, string>; env?: Record<string, string> };
  type Job = {
    needs?: string | string[];
    if?: string;
    steps: Step[];
    concurrency?: { group: string };
    environment?: string;
    env?: Record<string, string>;
    permissions?: Record<string, string>;
  };
  const jobsOf = async (name: string) => (parse(await workflow(name)) as { jobs: Record<string, Job> }).jobs;
  const stepIndex = (job: Job, test: (step: Step) => boolean) => job.steps.findIndex(test);

  it.each(APP_NAMES)('%s: the tested build is the released one, per-app concurrency, migrations before the pointer moves', async (app) => {
    const { test, staging, production } = await jobsOf(app);
    // Tested, then uploaded as an artifact; staging needs the test job, downloads that artifact and never builds.
    const upload = test.steps.find((step) => step.uses?.startsWith('actions/upload-artifact'));
    expect(upload?.with?.name).toBe(`${app}-build`);
    expect(stepIndex(test, (step) => /playwright test/.test(step.run ?? ''))).toBeLessThan(stepIndex(test, (step) => step === upload));
    expect([staging.needs].flat()).toContain('test');
    const download = stepIndex(staging, (step) => step.uses?.startsWith('actions/download-artifact') === true && step.with?.name === `${app}-build`);
    const release = stepIndex(staging, (step) => /npm run release/.test(step.run ?? ''));
    expect(download).toBeGreaterThanOrEqual(0);
    expect(download).toBeLessThan(release);
    expect(staging.steps[release].run).toContain('--no-build');
    expect(staging.steps.some((step) => /scripts\/build\.mjs|rsbuild build/.test(step.run ?? ''))).toBe(false);
    // Each app has its own concurrency groups: no app's release cancels or waits for another's.
    expect(staging.concurrency?.group).toBe(`${app}-staging`);
    expect(production.concurrency?.group).toBe(`${app}-production`);
    // The environment's database is migrated before the version that may need it goes live.
    for (const [job, command] of [
      [staging, /npm run release/],
      [production, /npm run promote/],
    ] as const) {
      const migrate = stepIndex(job, (step) => /supabase db push(?! --dry-run)/.test(step.run ?? ''));
      expect(migrate).toBeGreaterThanOrEqual(0);
      expect(migrate).toBeLessThan(stepIndex(job, (step) => command.test(step.run ?? '')));
    }
  });

  it.each(PREVIEWABLE_APPS)("%s: a pull request's tested build becomes a candidate and its preview link is posted", async (app) => {
    const { test, preview } = await jobsOf(app);
    expect([preview.needs].flat()).toContain('test');
    // Only pull requests from this repository: a fork's gets no secrets.
    expect(preview.if).toBe("github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name == github.repository");
    expect(test.if).toBe("github.event_name != 'workflow_dispatch'");
    expect(preview.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect(preview.env).toMatchObject({ PREVIEW_SECRET: '${{ secrets.PREVIEW_SECRET }}', SITE_URL: '${{ vars.SITE_URL }}' });
    expect(preview.concurrency?.group).toBe(`${app}-preview-\${{ github.event.pull_request.number }}`);
    // The tested build, never another: downloaded, uploaded as a candidate (no pointer moves), linked.
    const download = stepIndex(preview, (step) => step.uses?.startsWith('actions/download-artifact') === true && step.with?.name === `${app}-build`);
    const candidate = stepIndex(preview, (step) => /npm run --silent release -- /.test(step.run ?? ''));
    const link = stepIndex(preview, (step) => /npm run --silent preview -- /.test(step.run ?? ''));
    expect(download).toBeGreaterThanOrEqual(0);
    expect(download).toBeLessThan(candidate);
    expect(candidate).toBeLessThan(link);
    expect(preview.steps[candidate].run).toContain(`release -- ${app} --candidate --env production --target cloudflare --no-build --dist build/${app}/dist`);
    expect(preview.steps[link].run).toContain(`preview -- ${app} --version "$VERSION" --env production --target cloudflare`);
    expect(preview.steps[link].env?.VERSION).toBe('${{ steps.candidate.outputs.version }}');
    expect(preview.steps[link].run).toMatch(/gh pr comment "\$\{\{ github\.event\.pull_request\.number \}\}" --body "[^"]*\$link"/);
    expect(preview.steps.some((step) => /scripts\/build\.mjs|rsbuild build|npm run promote|supabase db push/.test(step.run ?? ''))).toBe(false);
  });

  it("shell: no preview (the shell's code is in every generated page: its candidates go to staging)", async () => {
    expect((await jobsOf('shell')).preview).toBeUndefined();
  });

  it('check: on every path, the repository-wide checks', async () => {
    const parsed = parse(await workflow('check')) as { on: Record<string, { paths?: string[] } | null> };
    expect(Object.values(parsed.on).every((trigger) => !trigger?.paths)).toBe(true);
    const runs = (await jobsOf('check')).check.steps.map((step) => step.run);
    for (const command of [
      'npm run typecheck',
      'npm run lint',
      'npm run format:check',
      'npm run db:types -- --check',
      'npm run test:unit',
      'npm run test:functions',
    ]) {
      expect(runs).toContain(command);
    }
  });

  it('edge: the Worker is deployed with wrangler, after its tests on workerd', async () => {
    const { staging, production } = await jobsOf('edge');
    expect(stepIndex(staging, (step) => /vitest run edge\//.test(step.run ?? ''))).toBeLessThan(
      stepIndex(staging, (step) => /wrangler deploy --env staging/.test(step.run ?? '')),
    );
    expect(production.steps.some((step) => /wrangler deploy --env production/.test(step.run ?? ''))).toBe(true);
  });

  it('edge: a change to any file the Worker imports from outside edge/ deploys it', async () => {
    const sources = readdirSync(path.join(repoRoot, 'edge/src')).filter((file) => file.endsWith('.ts'));
    const imported = new Set<string>();
    for (const file of sources) {
      const text = await readFile(path.join(repoRoot, 'edge/src', file), 'utf8');
      for (const [, spec] of text.matchAll(/\bfrom\s+'(\.\.\/\.\.\/[^']+)'/g)) imported.add(path.relative(repoRoot, path.resolve(repoRoot, 'edge/src', spec)));
    }
    expect([...imported]).toContain('config/security-policy.mjs');
    const lists = [...(await workflow('edge')).matchAll(/paths: \[([^\]]*)\]/g)].map(([, list]) => list);
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) for (const file of imported) expect(list, file).toContain(`'${file}'`);
  });

  it("site-update: the pages from the live versions, in the Worker's bucket", async () => {
    const { regenerate } = await jobsOf('site-update');
    // The queue, rendered by the live versions into the bucket's live pages (only what changed).
    expect(regenerate.env).toMatchObject({ SITE_UPDATE_TARGET: 'cloudflare', RELEASE_ENV: 'production' });
    expect(regenerate.steps.map((step) => step.run)).toContain('npm run site:update -- once');
    expect(regenerate.steps.some((step) => /scripts\/build\.mjs/.test(step.run ?? ''))).toBe(false);
  });

  it('db-migrations: a dry run on pull requests, the push on main', async () => {
    const text = await workflow('db-migrations');
    expect(text).toMatch(/if: github\.event_name == 'pull_request'\n\s+run: supabase db push --dry-run/);
    expect(text).toMatch(/if: github\.event_name == 'push'\n\s+run: supabase db push\n/);
    expect(text).toContain('environment: staging');
    expect(text).toMatch(/expand-then-contract/);
  });
});
