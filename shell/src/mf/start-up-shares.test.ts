import { readFileSync } from 'node:fs';
import { expect, it, vi } from 'vitest';
import { sharedDependencies } from '../../../config/mf-shared';
import { startInStages } from './start-up-shares';

const source = readFileSync(new URL('./start-up-shares.ts', import.meta.url), 'utf8');
const requested = [...source.matchAll(/import\('([^']+)'\)/g)].map(([, name]) => name);

it('asks only for shared modules (any other would be bundled into the entry), each once', () => {
  expect(requested.length).toBeGreaterThan(5);
  expect(new Set(requested).size).toBe(requested.length);
  const shared = Object.keys(sharedDependencies);
  const notShared = requested.filter((name) => !shared.some((key) => key === name || (key.endsWith('/') && name.startsWith(key))));
  expect(notShared).toEqual([]);
});

it('queues every stage, then the start-up, each in a task of its own', () => {
  const queued: Array<() => void> = [];
  const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
    queued.push(callback);
    return 0;
  }) as unknown as typeof setTimeout);
  try {
    const start = vi.fn(() => Promise.resolve());
    startInStages(start);
    expect(queued).toHaveLength(source.match(/^ {2}\(\) => \[/gm)!.length + 1);
    expect(start).not.toHaveBeenCalled();
    queued.at(-1)!();
    expect(start).toHaveBeenCalledOnce();
  } finally {
    setTimeoutSpy.mockRestore();
  }
});
