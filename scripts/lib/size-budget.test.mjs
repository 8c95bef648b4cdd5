// The 5 kB growth rule of `npm run size` and the allowances docs/performance.md may grant.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/repo.mjs';
import { checkSizes, readAllowances } from './size-budget.mjs';

const doc = (lines) => `# Performance\n\n## JS size budget\n\n${lines.join('\n')}\n\n## Next section\n\n- \`/\` ≤ 999 kB: not in the section\n`;

describe('JS size budget', () => {
  it('passes growth up to 5 kB and fails beyond it without a line saying why', () => {
    const snapshot = { '/': 200_000, '/blog': 200_000 };
    const { lines, over } = checkSizes({ measured: { '/': 205_000, '/blog': 205_200 }, snapshot, allowances: readAllowances(doc([])) });
    expect(over).toBe(1);
    expect(lines[0]).toMatch(/^pass {3}\/: /);
    expect(lines[1]).toMatch(/^FAIL {3}\/blog: .*no line in docs\/performance\.md says why/);
  });

  it('accepts the growth a line in the "JS size budget" section explains, up to its limit only', () => {
    const allowances = readAllowances(doc(['- `/blog` ≤ 210.0 kB: the comments widget', '- `/` ≤ 201 kB: too small a limit']));
    expect(allowances.get('/blog')).toEqual({ limit: 210 * 1024, why: 'the comments widget' });
    const { lines, over } = checkSizes({ measured: { '/blog': 210_000, '/': 210_000 }, snapshot: { '/blog': 200_000, '/': 200_000 }, allowances });
    expect(lines[0]).toMatch(/^pass .*the comments widget$/);
    expect(lines[1]).toMatch(/^FAIL .*over the 201\.0 kB/);
    expect(over).toBe(1);
  });

  it('ignores lines outside the section, and asks for a snapshot of routes it has not seen', () => {
    const allowances = readAllowances(doc([]));
    expect(allowances.size).toBe(0);
    const { lines, over } = checkSizes({ measured: { '/new': 1 }, snapshot: {}, allowances });
    expect(over).toBe(0);
    expect(lines[0]).toMatch(/^new /);
  });

  it('reads the committed snapshot and the project’s own document', () => {
    const snapshot = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/size-snapshot.json'), 'utf8')).routes;
    expect(Object.keys(snapshot)).toEqual(expect.arrayContaining(['/', '/blog', '/config-blogmr']));
    expect(readFileSync(path.join(repoRoot, 'docs/performance.md'), 'utf8')).toMatch(/^## JS size budget$/m);
  });
});
