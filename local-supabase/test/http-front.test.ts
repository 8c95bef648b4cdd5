// The gateway behaviour apps rely on: health, API-key checks, CORS for local origins, JSON errors.
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../keys.mjs';
import { url } from './helpers.ts';

describe('http front', () => {
  it('reports health', async () => {
    const response = await fetch(`${url()}/health`);
    expect(response.status).toBe(200);
  });

  it('requires an API key on the APIs', async () => {
    for (const path of ['/rest/v1/blog_posts', '/auth/v1/settings', '/storage/v1/bucket']) {
      const response = await fetch(`${url()}${path}`);
      expect(response.status, path).toBe(401);
      expect((await response.json()).message).toBe('No API key found in request');
    }
    const bad = await fetch(`${url()}/rest/v1/blog_posts`, { headers: { apikey: 'not-a-key' } });
    expect(bad.status).toBe(401);
    const query = await fetch(`${url()}/rest/v1/language_settings?apikey=${LOCAL_ANON_KEY}`);
    expect(query.status).toBe(200);
  });

  it('answers CORS preflights for localhost origins and exposes Content-Range', async () => {
    const preflight = await fetch(`${url()}/rest/v1/blog_posts`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, apikey, x-client-info, prefer, range',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');
    const response = await fetch(`${url()}/rest/v1/blog_posts?select=id`, {
      headers: { origin: 'http://localhost:3002', apikey: LOCAL_ANON_KEY, prefer: 'count=exact', range: '0-1' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    expect(response.headers.get('access-control-expose-headers')).toContain('content-range');
    expect(response.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
    const foreign = await fetch(`${url()}/rest/v1/blog_posts`, { headers: { origin: 'https://evil.example', apikey: LOCAL_ANON_KEY } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown routes with JSON', async () => {
    const response = await fetch(`${url()}/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
