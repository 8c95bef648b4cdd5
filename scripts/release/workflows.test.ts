// The GitHub Actions workflows (.github/workflows): valid against GitHub's workflow schema
// (@action-validator/core, the action-validator linter compiled to WebAssembly), and each one does
// what README.md, "Deploying", says.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/repo.mjs';
import { APP_NAMES } from './apps.ts';

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

  it.each(APP_NAMES)('%s: its paths and the shared ones, tests, staging on main, production by hand', async (app) => {
    const text = await workflow(app);
    const paths = [...text.matchAll(/paths: \[([^\]]*)\]/g)].map(([, list]) => list);
    expect(paths).toHaveLength(2);
    for (const list of paths) for (const folder of [`'${app}/**'`, "'shared-ui/**'", "'shared-i18n/**'", "'config/**'"]) expect(list).toContain(folder);
    expect(text).toMatch(new RegExp(`npx vitest run ${app}/`));
    expect(text).toContain(`npm run release -- ${app} --env staging --target s3`);
    expect(text).toMatch(/production:\n\s+if: github\.event_name == 'workflow_dispatch'[\s\S]*environment: production/);
    expect(text).toContain(`npm run promote -- ${app} --env production --from staging`);
  });

  it('db-migrations: a dry run on pull requests, the push on main', async () => {
    const text = await workflow('db-migrations');
    expect(text).toMatch(/if: github\.event_name == 'pull_request'\n\s+run: supabase db push --dry-run/);
    expect(text).toMatch(/if: github\.event_name == 'push'\n\s+run: supabase db push\n/);
    expect(text).toMatch(/expand-then-contract/);
  });
});
