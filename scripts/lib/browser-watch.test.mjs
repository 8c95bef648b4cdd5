// The watcher that proves `npm run build` launches no browser (scripts/test.mjs, build suite) sees one
// when a child does launch something that looks like it, and nothing in a tree that does not.
import { spawn } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { watchForBrowser } from './browser-watch.mjs';

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    const watch = watchForBrowser(child.pid);
    child.once('exit', () => resolve(watch.stop()));
  });

describe('watchForBrowser', () => {
  it('reports a descendant named chromium', async () => {
    // A harmless program started under the name "chromium", two levels down.
    const dir = mkdtempSync(path.join(tmpdir(), 'browser-watch-'));
    symlinkSync('/bin/sleep', path.join(dir, 'chromium'));
    const seen = await run('sh', ['-c', `${path.join(dir, 'chromium')} 0.3; true`]);
    expect(seen).toEqual([`${path.join(dir, 'chromium')} 0.3`]);
  });

  it('reports nothing for a tree without one', async () => {
    expect(await run('sh', ['-c', 'sleep 0.3; true'])).toEqual([]);
  });
});
