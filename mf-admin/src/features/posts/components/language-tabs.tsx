// One tab per language, each marked complete / partial / empty and "with errors" (also for screen
// readers). Arrow keys move between tabs (mirrored right to left), Home and End jump to the ends.
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGES, type Language } from 'shared-i18n';
import { completeness, type FieldErrors, type PostTexts } from '../lib/post-model';
import styles from './post-editor.module.css';

/** The id of the panel the tabs control (language-panel.tsx). */
export const LANGUAGE_PANEL_ID = 'post-tabpanel';
export const languageTabId = (code: Language) => `post-tab-${code}`;

/** `texts` give each tab its completeness mark, `errors` its "with errors". */
export function LanguageTabs({
  texts,
  errors,
  active,
  onSelect,
}: {
  texts: PostTexts;
  errors: FieldErrors;
  active: Language;
  onSelect: (language: Language) => void;
}) {
  const { t } = useTranslation('admin');
  const tabRefs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});
  // A language's texts and its search and sharing fields are both in its panel (and open it on a failed save).
  const hasError = (code: Language) => Object.keys(errors).some((path) => path.startsWith(`texts.${code}.`) || path.startsWith(`seo.${code}.`));

  function onKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = LANGUAGE_CODES.indexOf(active);
    const rtl = document.documentElement.dir === 'rtl';
    let next: number | null = null;
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) next = (index + 1) % LANGUAGE_CODES.length;
    if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) next = (index - 1 + LANGUAGE_CODES.length) % LANGUAGE_CODES.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = LANGUAGE_CODES.length - 1;
    if (next === null) return;
    event.preventDefault();
    const code = LANGUAGE_CODES[next];
    onSelect(code);
    tabRefs.current[code]?.focus();
  }

  return (
    <div role="tablist" aria-label={t('editor.languages')} className={styles.tabs}>
      {LANGUAGE_CODES.map((code) => {
        const state = completeness(texts[code]);
        return (
          <button
            key={code}
            ref={(element) => {
              tabRefs.current[code] = element;
            }}
            type="button"
            role="tab"
            id={languageTabId(code)}
            aria-selected={active === code}
            aria-controls={LANGUAGE_PANEL_ID}
            tabIndex={active === code ? 0 : -1}
            className={`${styles.tab} ${hasError(code) ? styles.tabError : ''}`}
            onClick={() => onSelect(code)}
            onKeyDown={onKey}
          >
            <span lang={code}>{LANGUAGES[code].nativeName}</span>
            {code === 'es' && <span aria-hidden="true"> *</span>}
            <span className={`${styles.mark} ${styles[state]}`} aria-hidden="true">
              {state === 'complete' ? '●' : state === 'partial' ? '◐' : '○'}
            </span>
            <span data-visually-hidden>
              {' '}
              ({t(`editor.completeness.${state}`)}
              {hasError(code) ? `, ${t('editor.hasErrors')}` : ''})
            </span>
          </button>
        );
      })}
    </div>
  );
}
