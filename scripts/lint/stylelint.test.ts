// The stylesheets name only design tokens that exist (stylelint.config.mjs): the rule refuses a
// misspelt token and a fallback value, and every stylesheet of the repository passes it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';

const configFile = path.join(repoRoot, 'stylelint.config.mjs');
// A file name inside the repository, so the configuration applies as it does to the real files.
const codeFilename = path.join(repoRoot, 'mf-marketing/src/features/booking/components/probe.module.css');

async function problems(code: string) {
  const { results } = await stylelint.lint({ code, codeFilename, configFile });
  return results[0].warnings.map((warning) => `${warning.rule}: ${warning.text}`);
}

describe('design tokens in stylesheets', () => {
  it('refuses a token that tokens.css does not define', async () => {
    expect(await problems('.choice { background: var(--color-primarry); }\n')).toEqual([
      'csstools/value-no-unknown-custom-properties: Unexpected custom property "--color-primarry" inside declaration "background". (csstools/value-no-unknown-custom-properties)',
    ]);
  });

  it('refuses a fallback value, which would hide a missing token', async () => {
    const found = await problems('.banner { border: 1px solid var(--color-warning, #b7791f); }\n');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^declaration-property-value-disallowed-list: .*fallback/);
  });

  it('accepts the tokens and a property the stylesheet defines', async () => {
    const code = ['.choice { --ring: var(--color-focus); background: var(--color-navy); outline: 3px solid var(--ring); }', ''].join('\n');
    expect(await problems(code)).toEqual([]);
  });

  it('finds every stylesheet of the repository naming existing tokens only (npm run lint:css)', async () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.css'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => path.join(repoRoot, file));
    expect(files.length).toBeGreaterThan(40);
    const { results } = await stylelint.lint({ files, configFile });
    const found = results.flatMap((result) =>
      result.warnings.map((warning) => `${path.relative(repoRoot, result.source ?? '')}:${warning.line} ${warning.text}`),
    );
    expect(found).toEqual([]);
  }, 60_000);
});
