// @vitest-environment happy-dom
// What the reporter sends, and when: vitals once the page is hidden, errors a moment after they happen
// (each distinct one once per page view), nothing once consent is withdrawn.
import { useConsentStore } from 'shared-ui';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

type Callback = (metric: unknown) => void;
const callbacks: Record<string, Callback> = {};
vi.mock('web-vitals/attribution', () => ({
  onLCP: (callback: Callback) => (callbacks.LCP = callback),
  onINP: (callback: Callback) => (callbacks.INP = callback),
  onCLS: (callback: Callback) => (callbacks.CLS = callback),
  onFCP: (callback: Callback) => (callbacks.FCP = callback),
  onTTFB: (callback: Callback) => (callbacks.TTFB = callback),
}));

const beacons: Array<{ url: string; body: Record<string, unknown> }> = [];

beforeEach(() => {
  vi.useFakeTimers();
  beacons.length = 0;
  (globalThis as { __ENV__?: unknown }).__ENV__ = { supabaseUrl: 'https://project.example/', supabaseAnonKey: 'anon-key', remotes: {} };
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
  });
  document.documentElement.lang = 'de';
  window.history.replaceState(null, '', '/de/kontakt?email=someone@example.com#form');
  useConsentStore.setState({ choice: { analytics: true, decidedAt: new Date().toISOString(), version: 1 } });
});
let stop = () => undefined as void;
afterEach(() => {
  stop();
  vi.useRealTimers();
});

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

it('sends the vitals with their attribution when the page is hidden, to the one endpoint, without the query', async () => {
  const { startReporter } = await import('./reporter');
  stop = startReporter([]);
  callbacks.LCP({ name: 'LCP', value: 2300.25, rating: 'good', attribution: { target: 'main>img.hero', url: 'https://cdn.example/hero.avif?sig=1' } });
  callbacks.INP({ name: 'INP', value: 320, rating: 'needs-improvement', attribution: { interactionTarget: 'button#send', interactionType: 'pointer' } });
  expect(beacons).toEqual([]);
  hide();
  expect(beacons).toHaveLength(1);
  expect(beacons[0].url).toBe('https://project.example/functions/v1/client-telemetry?apikey=anon-key');
  expect(beacons[0].body).toMatchObject({
    path: '/de/kontakt',
    language: 'de',
    vitals: [
      { name: 'LCP', value: 2300.25, rating: 'good', target: 'main>img.hero', detail: 'https://cdn.example/hero.avif' },
      { name: 'INP', value: 320, target: 'button#send', detail: 'pointer' },
    ],
  });
  expect(JSON.stringify(beacons[0].body)).not.toContain('someone@example.com');
});

it('sends errors a moment later, each distinct one once, including those seen before it started; nothing after withdrawal', async () => {
  const { startReporter } = await import('./reporter');
  stop = startReporter([new ErrorEvent('error', { message: 'Uncaught TypeError: early', error: new TypeError('early') })]);
  const twice = new Error('twice');
  window.dispatchEvent(new ErrorEvent('error', { message: 'x', error: twice }));
  window.dispatchEvent(new ErrorEvent('error', { message: 'x', error: twice }));
  window.dispatchEvent(new CustomEvent('mf:remote-load-error', { detail: { id: 'page', lifecycle: 'hydrate', message: 'text differs' } }));
  vi.advanceTimersByTime(3000);
  expect(beacons).toHaveLength(1);
  const errors = beacons[0].body.errors as Array<{ kind: string; message: string }>;
  expect(errors.map(({ kind, message }) => [kind, message.split('\n')[0]])).toEqual([
    ['error', 'TypeError: early'],
    ['error', 'Error: twice'],
    ['hydration', 'Hydration mismatch: text differs'],
  ]);
  useConsentStore.getState().rejectAll();
  window.dispatchEvent(new ErrorEvent('error', { message: 'x', error: new Error('after withdrawal') }));
  vi.advanceTimersByTime(3000);
  hide();
  expect(beacons).toHaveLength(1);
});
