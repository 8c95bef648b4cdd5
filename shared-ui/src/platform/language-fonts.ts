// Chinese headings use ~100 unicode-range slices of Noto Serif SC: their @font-face rules alone
// are ~95 kB of CSS, so they are loaded only while the page is Chinese instead of riding along in
// tokens.css on every page (and in every prerendered page's inline CSS). The browser still
// downloads only the slices the page's text needs.
import { useLanguageStore, type Language } from 'shared-i18n';

let chineseFonts: Promise<unknown> | undefined;

function load(language: Language) {
  if (language === 'zh') chineseFonts ??= import('../styles/fonts-zh.css');
}

/** Loads the current language's extra font rules now and whenever the language changes. */
export function followLanguageFonts(): () => void {
  load(useLanguageStore.getState().language);
  return useLanguageStore.subscribe((state) => load(state.language));
}
