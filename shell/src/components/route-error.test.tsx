// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'shared-ui/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('remote contract changed');
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces a page whose rendering throws with the "Unexpected Application Error" screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={router} />));
    expect(container.querySelector('h1')?.textContent).toBe('Unexpected Application Error');
    expect(container.textContent).toContain('remote contract changed');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/');
    await act(async () => root.unmount());
  });
});
