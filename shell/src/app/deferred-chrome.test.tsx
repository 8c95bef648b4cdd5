// @vitest-environment happy-dom
// The header's and footer's code on a generated page is asked for on the visitor's first
// interaction, including one the page's inline script saw before the app started
// (remotes/early-hold-script.ts): a hover over the Services menu then was lost.
import { act, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { EARLY_HELD } from '@/remotes/early-hold-script';
import { deferChrome, deferredPart } from './deferred-chrome';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_HELD];
});

async function chromeCodeAsked() {
  const load = vi.fn(async () => () => <p>header</p>);
  const Part = deferredPart(load, <p>generated header</p>);
  await act(async () => {
    render(<Part />);
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  return load;
}

it('waits for an interaction when there was none before the app started', async () => {
  (window as unknown as Record<string, unknown>)[EARLY_HELD] = [];
  deferChrome();
  const load = await chromeCodeAsked();
  expect(load).not.toHaveBeenCalled();
  await act(async () => {
    window.dispatchEvent(new Event('keydown'));
  });
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
});

it('asks for the code at once when the visitor interacted before the app started', async () => {
  (window as unknown as Record<string, unknown>)[EARLY_HELD] = Object.assign([], { interacted: true });
  deferChrome();
  const load = await chromeCodeAsked();
  expect(load).toHaveBeenCalledTimes(1);
});
