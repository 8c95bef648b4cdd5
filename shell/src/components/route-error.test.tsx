// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { useLocation } from 'shared-ui/router';
import { renderAt } from 'shared-ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Page() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('remote contract changed');
  return <h1>Working page</h1>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces a page whose rendering throws with the "Unexpected Application Error" screen, until the next navigation', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let rendered!: Awaited<ReturnType<typeof renderAt>>;
    await act(async () => {
      rendered = await renderAt('/broken', [
        {
          path: '*',
          element: (
            <RouteErrorBoundary>
              <Page />
            </RouteErrorBoundary>
          ),
        },
      ]);
    });
    expect(screen.getByRole('heading').textContent).toBe('Unexpected Application Error');
    expect(document.body.textContent).toContain('remote contract changed');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(logged).toHaveBeenCalledWith('[shell] routing failure', expect.any(Error));

    await act(async () => rendered.history.push('/servicios'));
    expect(screen.getByRole('heading').textContent).toBe('Working page');
  });
});
