// Cookie consent (AEPD guide 2023), one store for the shell and every remote. Until the visitor
// decides, only exempt storage is used; the choice is remembered for at most 24 months.
import { create } from 'zustand';

export const CONSENT_STORAGE_KEY = 'cookie_consent';
/** Bump when the purposes change: an older stored choice is asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE_MS = 730 * 24 * 60 * 60 * 1000; // 24 months

// The prerendered page carries the banner before any bundle runs (consent-boot-script.ts):
/** On <html> while no valid choice is stored: the prerendered banner shows. */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';
/** On <html> once "Configure" was pressed on the prerendered banner: the app opens the settings. */
export const CONSENT_CONFIGURE_ATTRIBUTE = 'data-consent-configure';
/** Dispatched on window after a click on the prerendered banner, for a store that already exists. */
export const PRERENDERED_CONSENT_EVENT = 'prerendered-consent';

export interface ConsentChoice {
  analytics: boolean;
  decidedAt: string;
  version: number;
}

interface ConsentState {
  choice: ConsentChoice | null;
  settingsOpen: boolean;
  acceptAll: () => void;
  rejectAll: () => void;
  save: (purposes: { analytics: boolean }) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

export function readStoredConsent(now = Date.now()): ConsentChoice | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const choice = JSON.parse(raw) as ConsentChoice;
    const decidedAt = Date.parse(choice.decidedAt);
    if (choice.version !== CONSENT_VERSION || !Number.isFinite(decidedAt)) return null;
    return now - decidedAt > CONSENT_MAX_AGE_MS ? null : choice;
  } catch {
    return null;
  }
}

/** Analytics storage the site sets only with consent; removed again when consent is withdrawn. */
function clearAnalyticsStorage() {
  document.cookie = 'visitor_id=; Max-Age=0; Path=/; SameSite=Lax';
  try {
    sessionStorage.removeItem('visited_web');
    sessionStorage.removeItem('visited_blog');
  } catch {
    // nothing stored
  }
}

function store(analytics: boolean): ConsentChoice {
  if (!analytics) clearAnalyticsStorage();
  const choice = { analytics, decidedAt: new Date().toISOString(), version: CONSENT_VERSION };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage unavailable: the choice holds for this page view only.
  }
  return choice;
}

const configureRequested = () => typeof document !== 'undefined' && document.documentElement.hasAttribute(CONSENT_CONFIGURE_ATTRIBUTE);

export const useConsentStore = create<ConsentState>()((set) => ({
  choice: typeof window === 'undefined' ? null : readStoredConsent(),
  settingsOpen: configureRequested(),
  acceptAll: () => set({ choice: store(true), settingsOpen: false }),
  rejectAll: () => set({ choice: store(false), settingsOpen: false }),
  save: ({ analytics }) => set({ choice: store(analytics), settingsOpen: false }),
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
}));

if (typeof window !== 'undefined') {
  // A click on the generated banner after this store was created but before the shell hydrated:
  // the boot script stored the choice (same key and shape) or asked for the settings.
  window.addEventListener(PRERENDERED_CONSENT_EVENT, () =>
    useConsentStore.setState((state) => ({
      choice: readStoredConsent() ?? state.choice,
      // Before hydration the footer's "cookie settings" is static markup: only this can open them.
      settingsOpen: configureRequested(),
    })),
  );
}

/** True only after the visitor accepted analytics. */
export const analyticsAllowed = () => useConsentStore.getState().choice?.analytics === true;
