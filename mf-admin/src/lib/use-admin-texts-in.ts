// A `t` of the admin namespace in another language than the screen's (reply templates go out
// in the client's language). Loads that language's files on demand.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from 'shared-i18n';

export function useAdminTextsIn(language: string) {
  const { i18n } = useTranslation('admin');
  const lng = isLanguage(language) ? language : 'es';
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (i18n.hasResourceBundle(lng, 'admin')) return;
    let cancelled = false;
    void i18n.loadLanguages(lng).then(() => !cancelled && setLoaded((n) => n + 1));
    return () => {
      cancelled = true;
    };
  }, [i18n, lng]);
  return i18n.getFixedT(lng, 'admin');
}
