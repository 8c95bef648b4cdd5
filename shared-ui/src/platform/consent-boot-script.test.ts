// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { consentBootScript } from './consent-boot-script';
import { CONSENT_STORAGE_KEY, readStoredConsent, useConsentStore } from './consent-store';

const html = document.documentElement;
const run = () => new Function(consentBootScript())();

function staticBanner(inside = true) {
  document.body.innerHTML = `<div id="root" ${inside ? 'data-prerendered' : ''}><section>
    <button data-consent-action="accept"><span>Aceptar</span></button>
    <button data-consent-action="reject">Rechazar</button>
    <button data-consent-action="configure">Configurar</button></section></div>`;
  return (action: string) => document.querySelector<HTMLElement>(`[data-consent-action="${action}"]`)!;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  html.removeAttribute('data-consent-ask');
  html.removeAttribute('data-consent-configure');
  useConsentStore.setState({ choice: null, settingsOpen: false });
});

describe('the prerendered page’s consent boot script', () => {
  it('asks when nothing valid is stored, exactly when readStoredConsent finds no choice', () => {
    const now = Date.now();
    const cases: Array<string | null> = [
      null,
      'not json',
      JSON.stringify({ analytics: true, decidedAt: new Date(now).toISOString(), version: 1 }),
      JSON.stringify({ analytics: false, decidedAt: new Date(now - 700 * 86_400_000).toISOString(), version: 1 }),
      JSON.stringify({ analytics: true, decidedAt: new Date(now - 731 * 86_400_000).toISOString(), version: 1 }),
      JSON.stringify({ analytics: true, decidedAt: new Date(now).toISOString(), version: 0 }),
      JSON.stringify({ analytics: true, decidedAt: 'yesterday', version: 1 }),
    ];
    for (const raw of cases) {
      localStorage.clear();
      if (raw !== null) localStorage.setItem(CONSENT_STORAGE_KEY, raw);
      html.removeAttribute('data-consent-ask');
      run();
      expect(html.hasAttribute('data-consent-ask'), String(raw)).toBe(readStoredConsent() === null);
    }
  });

  it('stores Accept as the store would, hides the banner and updates a running store', () => {
    const button = staticBanner();
    run();
    expect(html.hasAttribute('data-consent-ask')).toBe(true);
    button('accept').querySelector('span')!.click();
    expect(html.hasAttribute('data-consent-ask')).toBe(false);
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!);
    expect(Object.keys(stored).sort()).toEqual(['analytics', 'decidedAt', 'version']);
    expect(readStoredConsent()).toEqual({ analytics: true, decidedAt: stored.decidedAt, version: 1 });
    expect(useConsentStore.getState().choice?.analytics).toBe(true);
  });

  it('hears a click that React stops at #root while it hydrates (a tap right after the page appears)', () => {
    const button = staticBanner();
    run();
    // react-dom's root listener, capture phase: a discrete event on a part still dehydrated is stopped.
    document.getElementById('root')!.addEventListener('click', (event) => event.stopPropagation(), true);
    button('reject').click();
    expect(readStoredConsent()?.analytics).toBe(false);
    expect(html.hasAttribute('data-consent-ask')).toBe(false);
    expect(useConsentStore.getState().choice?.analytics).toBe(false);
  });

  it('stores Reject and clears analytics storage as the store does', () => {
    const button = staticBanner();
    document.cookie = 'visitor_id=abc; Path=/';
    sessionStorage.setItem('visited_web', '1');
    run();
    button('reject').click();
    expect(readStoredConsent()?.analytics).toBe(false);
    expect(document.cookie).not.toContain('visitor_id=abc');
    expect(sessionStorage.getItem('visited_web')).toBeNull();
    expect(useConsentStore.getState().choice?.analytics).toBe(false);
  });

  it('remembers Configure for the app and leaves the banner up', () => {
    const button = staticBanner();
    run();
    button('configure').click();
    expect(html.hasAttribute('data-consent-ask')).toBe(true);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(useConsentStore.getState().settingsOpen).toBe(true);
  });

  it('leaves the app’s own banner (outside the prerendered root) to the app', () => {
    const button = staticBanner(false);
    run();
    button('accept').click();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(html.hasAttribute('data-consent-ask')).toBe(true);
  });

  it('stays small', () => {
    expect(consentBootScript().length).toBeLessThan(1000);
  });
});
