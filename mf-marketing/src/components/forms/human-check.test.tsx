// @vitest-environment happy-dom
// Each form's widget names its form as Turnstile's action: siteverify returns it and public-intake
// refuses a token solved for another form (supabase/functions/public-intake/intake_test.ts).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { useHumanCheck } from './human-check';
import type { IntakeForm } from './send-intake';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Check({ form }: { form: IntakeForm }) {
  return <>{useHumanCheck(form, 'en').field}</>;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.__ENV__;
  delete window.turnstile;
  document.body.innerHTML = '';
});

it('renders the widget with the form as its action', async () => {
  window.__ENV__ = { remotes: {}, supabaseUrl: '', supabaseAnonKey: '', siteUrl: '', turnstileSiteKey: '1x00000000000000000000AA' };
  const render = vi.fn(() => 'widget-1');
  // Turnstile's script is not loaded here: its onload runs at once with a stand-in.
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    window.turnstile = { render, reset: vi.fn(), remove: vi.fn() };
    for (const node of nodes) (node as HTMLScriptElement).onload?.(new Event('load'));
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Check form="booking" />));
  await act(async () => undefined);
  expect(render).toHaveBeenCalledTimes(1);
  expect(render.mock.calls[0]).toEqual([expect.any(HTMLElement), expect.objectContaining({ action: 'booking', language: 'en' })]);
  act(() => root.unmount());
});
