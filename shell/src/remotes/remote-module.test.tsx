// @vitest-environment happy-dom
// A remote's part of the page behind its own boundary: a load that fails shows the translated
// "temporarily unavailable" box with a retry, the retry loads again, and the module then renders
// with the props the shell passed.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render-with-shell';
import { RemoteModule, setRemoteLoader } from './remote-module';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => vi.restoreAllMocks());

describe('RemoteModule', () => {
  it('shows the translated unavailable box when the remote is down, and the page after a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loads: string[] = [];
    setRemoteLoader(async (id) => {
      loads.push(id);
      if (loads.length === 1) throw new Error('mf-blog is down');
      return { default: (({ language }: { language: string }) => <p>Hello from mf-blog ({language})</p>) as React.ComponentType<object> };
    });
    await act(async () => {
      await renderAt('/en/blog', <RemoteModule remote="mf_blog" module="./LatestPosts" props={{ language: 'en' }} />);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveProperty('textContent', expect.stringContaining('This section is temporarily unavailable'));
    expect(alert.getAttribute('data-remote-unavailable')).toBe('mf_blog');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello from mf-blog (en)')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loads).toEqual(['mf_blog/LatestPosts', 'mf_blog/LatestPosts']);
  });
});
