// Drop-down of the active languages with their flags. Each entry is a real link to the same page
// in that language, so it works for crawlers and without script too; choosing one also remembers
// the choice. The list is a native popover (shared-ui/popover): it opens before the header's code has
// arrived. Hidden when the firm has switched on fewer than two languages.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'shared-ui/router';
import { activeLanguagesQueryOptions, LANGUAGES, pathFor, switchLanguagePath, useLanguageStore, type Language } from 'shared-i18n';
import { closePopoverOf, Popover } from 'shared-ui/popover';
import styles from './language-switcher.module.css';

export function languageFlag(code: string): string {
  return code in LANGUAGES ? LANGUAGES[code as Language].flag : '🌐';
}

export function LanguageSwitcher() {
  const { t } = useTranslation('navigation');
  const { pathname, search, hash } = useLocation();
  const { language, chooseLanguage } = useLanguageStore();
  const { data: languages = [] } = useQuery(activeLanguagesQueryOptions());
  if (languages.length <= 1) return null;

  const target = (code: Language) => `${switchLanguagePath(pathname, code) ?? pathFor({ page: 'home' }, code)}${search}${hash}`;
  return (
    <Popover
      label={t('chooseLanguage')}
      align="end"
      trigger={
        // The name starts with the code on the button, so a voice user saying "ES" finds it (WCAG 2.5.3, axe's label-content-name-mismatch).
        <button type="button" className={styles.trigger} aria-label={`${language.toUpperCase()} — ${t('chooseLanguage')}: ${LANGUAGES[language].nativeName}`}>
          <span aria-hidden="true">{languageFlag(language)}</span>
          <span className={styles.code}>{language.toUpperCase()}</span>
        </button>
      }
    >
      <ul className={styles.list}>
        {languages.map(({ code }) => (
          <li key={code}>
            <Link
              to={target(code)}
              lang={code}
              hrefLang={code}
              aria-current={code === language ? 'true' : undefined}
              className={styles.option}
              onClick={(event) => {
                chooseLanguage(code);
                closePopoverOf(event.currentTarget);
              }}
            >
              <span aria-hidden="true">{languageFlag(code)}</span> {LANGUAGES[code].nativeName}
            </Link>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
