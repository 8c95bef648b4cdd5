import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isLanguage, LANGUAGE_CODES, LANGUAGES, switchLanguagePath, useLanguageStore } from 'shared-i18n';
import styles from './language-switcher.module.css';

export function LanguageSwitcher() {
  const { t } = useTranslation('navigation');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { language, chooseLanguage } = useLanguageStore();
  return (
    <label className={styles.switcher}>
      <span className={styles.label}>{t('language')}</span>
      <select
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          chooseLanguage(next);
          const target = switchLanguagePath(pathname, next);
          if (target && target !== pathname) navigate(`${target}${search}${hash}`);
        }}
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].flag} {LANGUAGES[code].nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
