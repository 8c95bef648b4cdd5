import { isLanguage, type Language } from 'shared-i18n';
import styles from './loading-fallback.module.css';

// Shown before any translation file has loaded, so its text cannot come from i18next.
const LOADING_TEXT: Record<Language, string> = {
  es: 'Cargando...',
  en: 'Loading...',
  fr: 'Chargement...',
  de: 'Wird geladen...',
  ar: 'جارٍ التحميل...',
  zh: '加载中...',
  ru: 'Загрузка...',
};

export function LoadingFallback() {
  const lang = typeof document === 'undefined' ? 'es' : document.documentElement.lang;
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-loading-fallback>
      {LOADING_TEXT[isLanguage(lang) ? lang : 'es']}
    </div>
  );
}
