import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps admin paths with their query', () => {
    expect(safeRedirect('/config-blogmr/post/new')).toBe('/config-blogmr/post/new');
    expect(safeRedirect('/config-blogmr/posts?q=x')).toBe('/config-blogmr/posts?q=x');
  });
  it('refuses anything outside the admin area', () => {
    expect(safeRedirect('https://evil.example/config-blogmr')).toBe('/config-blogmr');
    expect(safeRedirect('/config-blogmrx')).toBe('/config-blogmr');
    expect(safeRedirect('/blog')).toBe('/config-blogmr');
    expect(safeRedirect(null)).toBe('/config-blogmr');
  });
  it('builds the login URL with the encoded return path', () => {
    expect(loginPathFor('/config-blogmr/post/new')).toBe('/admin-login?redirect=%2Fconfig-blogmr%2Fpost%2Fnew');
  });
});
