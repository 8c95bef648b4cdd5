// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsentStore } from 'shared-ui';
import { newVisitorId, recordVisit, visitKindOf } from './record-visit';

describe('visitKindOf', () => {
  it('counts the home page as web and blog paths as blog, in any language', () => {
    expect(visitKindOf('/')).toBe('web');
    expect(visitKindOf('/en')).toBe('web');
    expect(visitKindOf('/ar/')).toBe('web');
    expect(visitKindOf('/blog')).toBe('blog');
    expect(visitKindOf('/blog/divorcio')).toBe('blog');
    expect(visitKindOf('/en/blog/x')).toBe('blog');
    expect(visitKindOf('/contacto')).toBeNull();
    expect(visitKindOf('/de/kontakt')).toBeNull();
    expect(visitKindOf('/es')).toBeNull(); // Spanish has no prefix: /es is a 404
    expect(visitKindOf('/config-blogmr')).toBeNull();
  });

  it("builds visitor ids as 'v_' + timestamp + random", () => {
    expect(newVisitorId(1700000000000, () => 0.123456789)).toMatch(/^v_1700000000000[a-z0-9]+$/);
  });
});

describe('recordVisit', () => {
  const consent = (analytics: boolean | null) =>
    useConsentStore.setState({ choice: analytics === null ? null : { analytics, decidedAt: new Date().toISOString(), version: 1 } });

  beforeEach(() => {
    sessionStorage.clear();
    document.cookie = 'visitor_id=; Max-Age=0; Path=/';
  });
  afterEach(() => vi.restoreAllMocks());

  it('without consent counts a non-unique visit and stores nothing', async () => {
    consent(null);
    const rpc = vi.fn().mockResolvedValue({ error: null });
    await recordVisit('web', rpc);
    expect(rpc).toHaveBeenCalledWith('record_visit', { kind: 'web', is_unique: false });
    expect(document.cookie).not.toContain('visitor_id');
    expect(sessionStorage.length).toBe(0);
  });

  it('with consent counts unique once per session and sets the cookie', async () => {
    consent(true);
    const rpc = vi.fn().mockResolvedValue({ error: null });
    await recordVisit('blog', rpc);
    await recordVisit('blog', rpc);
    expect(rpc.mock.calls.map((call) => call[1])).toEqual([
      { kind: 'blog', is_unique: true },
      { kind: 'blog', is_unique: false },
    ]);
    expect(sessionStorage.getItem('visited_blog')).not.toBeNull();
    expect(document.cookie).toMatch(/visitor_id=v_\d+/);
  });

  it('only logs a failure and leaves the session flag unset', async () => {
    consent(true);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await recordVisit('web', vi.fn().mockResolvedValue({ error: { message: 'down' } }));
    await recordVisit('web', vi.fn().mockRejectedValue(new Error('offline')));
    expect(log).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem('visited_web')).toBeNull();
  });
});
