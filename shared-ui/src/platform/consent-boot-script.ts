// The inline script the generator puts at the top of every static page's <head>. It runs before
// the first paint, so the generated cookie banner paints with the page when no choice is stored
// and never shows (not even for a frame) when one is. Until the shell has hydrated, it also answers
// the banner's Accept and Reject by storing exactly what useConsentStore would store; Configure
// is remembered and the app opens the settings once it runs. Kept tiny: it is in every page.
import {
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_CONFIGURE_ATTRIBUTE,
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  PRERENDERED_CONSENT_EVENT,
} from './consent-store';

/** Buttons of the banner carry data-consent-action="accept" | "reject" | "configure". */
export const CONSENT_ACTION_ATTRIBUTE = 'data-consent-action';

export function consentBootScript(): string {
  const json = JSON.stringify;
  // Plain ES5 in a string (not a serialized function): what the build tools do to a function's
  // source must not change what the page runs. Validity as readStoredConsent: version and age.
  // The click is taken in the capture phase, on the document, before React's listener on #root:
  // while hydration is under way React stops a click on a part it cannot hydrate at once
  // (react-dom's dispatchEvent: `stopPropagation()` on a discrete event still blocked), so a
  // listener of the bubble phase never heard a Reject or Accept clicked just after the page appeared.
  return `(function(){var h=document.documentElement,k=${json(CONSENT_STORAGE_KEY)};try{var c=JSON.parse(localStorage.getItem(k));var ok=!!c&&c.version===${CONSENT_VERSION}&&Date.now()-Date.parse(c.decidedAt)<=${CONSENT_MAX_AGE_MS}}catch(e){}if(!ok)h.setAttribute(${json(CONSENT_ASK_ATTRIBUTE)},"");document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-prerendered]:not([data-hydrated]) [${CONSENT_ACTION_ATTRIBUTE}]");if(!b)return;var a=b.getAttribute(${json(CONSENT_ACTION_ATTRIBUTE)});if(a==="configure")h.setAttribute(${json(CONSENT_CONFIGURE_ATTRIBUTE)},"");else{if(a!=="accept"){document.cookie="visitor_id=; Max-Age=0; Path=/; SameSite=Lax";try{sessionStorage.removeItem("visited_web");sessionStorage.removeItem("visited_blog")}catch(e){}}try{localStorage.setItem(k,JSON.stringify({analytics:a==="accept",decidedAt:new Date().toISOString(),version:${CONSENT_VERSION}}))}catch(e){}h.removeAttribute(${json(CONSENT_ASK_ATTRIBUTE)});h.removeAttribute(${json(CONSENT_CONFIGURE_ATTRIBUTE)})}dispatchEvent(new Event(${json(PRERENDERED_CONSENT_EVENT)}))},true)})();`;
}
