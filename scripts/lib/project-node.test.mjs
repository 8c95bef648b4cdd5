import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isProjectNode, MINIMUM_NODE } from './project-node.mjs';
import { repoRoot } from '../../config/repo.mjs';

// The machine's own node, as `npm start` and `npm test` are started on it (Node 20 on these machines).
const machineNode = ['/usr/bin/node', '/usr/local/bin/node'].find((file) => existsSync(file)) ?? process.execPath;

describe('the project runs on Node 24', () => {
  it('takes Node 24 from MINIMUM_NODE on, nothing older', () => {
    expect(MINIMUM_NODE).toMatch(/^24\./);
    expect(isProjectNode(`v${MINIMUM_NODE}`)).toBe(true);
    expect(isProjectNode('v24.21.0')).toBe(true);
    expect(isProjectNode('v26.0.0')).toBe(true);
    expect(isProjectNode('v24.11.1')).toBe(false);
    expect(isProjectNode('v22.22.2')).toBe(false);
    expect(isProjectNode('v20.20.2')).toBe(false);
  });

  it('runs a project command, and the node and npm it starts, on Node 24 whatever node launched it', () => {
    const script = 'console.log(process.version, require("child_process").execSync("node --version && npm --version").toString().trim().replace(/\\n/g, " "))';
    const { stdout, stderr, status } = spawnSync(machineNode, ['scripts/with-project-node.mjs', 'node', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
    expect(stderr).not.toMatch(/EBADENGINE|deprecated/i);
    expect(status).toBe(0);
    const [self, child, npm] = stdout.trim().split('\n').at(-1).split(' ');
    expect(isProjectNode(self)).toBe(true);
    expect(child).toBe(self);
    expect(npm).toMatch(/^\d+\./);
  }, 120_000);

  it('says how to use the launcher, and refuses to run nothing', () => {
    const { status, stdout } = spawnSync(machineNode, ['scripts/with-project-node.mjs'], { cwd: repoRoot, encoding: 'utf8' });
    expect(status).toBe(2);
    expect(stdout).toMatch(/usage: node scripts\/with-project-node\.mjs/);
  });
});
