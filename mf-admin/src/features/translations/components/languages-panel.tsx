// Which languages the public site offers (language_settings.is_active). The default language
// (Spanish) stays on; with one active language the public switcher disappears.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from 'shared-i18n';
import { Button } from 'shared-ui';
import { toast } from 'shared-ui/toaster';
import { errorMessage } from '@/lib/errors';
import { languageName } from '@/lib/language-name';
import screen from '@/components/screen.module.css';
import { languageSettingsQueryOptions } from '../api/get-language-settings';
import { useSetLanguageActive } from '../api/set-language-active';

const order = (code: string) => (LANGUAGE_CODES as readonly string[]).indexOf(code);

export function LanguagesPanel() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError, error, refetch } = useQuery(languageSettingsQueryOptions());
  const setActive = useSetLanguageActive();
  const [pending, setPending] = useState<string | null>(null);

  if (isError) {
    return (
      <div role="alert">
        <p className={screen.error}>{errorMessage(t, error)}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('inbox.retry')}
        </Button>
      </div>
    );
  }
  const rows = [...(data ?? [])].sort((a, b) => order(a.language_code) - order(b.language_code));
  const activeCount = rows.filter((row) => row.is_active).length;

  return (
    <div>
      <p className={screen.lead}>{t('languagesAdmin.lead')}</p>
      <p role="status" className={screen.muted}>
        {isPending ? t('inbox.loading') : activeCount <= 1 ? t('languagesAdmin.switcherHidden') : t('languagesAdmin.activeCount', { count: activeCount })}
      </p>
      <div className={screen.tableWrap}>
        <table className={screen.table}>
          <caption data-visually-hidden>{t('languagesAdmin.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('languagesAdmin.columns.language')}</th>
              <th scope="col">{t('languagesAdmin.columns.code')}</th>
              <th scope="col">{t('languagesAdmin.columns.active')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.language_code} data-language={row.language_code}>
                <th scope="row" lang={row.language_code}>
                  {row.language_name || languageName(row.language_code)}
                  {row.is_default && (
                    <>
                      {' '}
                      <span className={screen.badge}>{t('languagesAdmin.default')}</span>
                    </>
                  )}
                </th>
                <td>{row.language_code}</td>
                <td>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={row.is_active}
                    aria-label={t('languagesAdmin.switch', { language: row.language_name || languageName(row.language_code) })}
                    aria-describedby={row.is_default ? 'language-default-help' : undefined}
                    className={screen.textButton}
                    disabled={row.is_default || pending !== null}
                    onClick={() => {
                      setPending(row.language_code);
                      setActive.mutate(
                        { code: row.language_code, active: !row.is_active },
                        {
                          onSuccess: () =>
                            toast.success(t(row.is_active ? 'languagesAdmin.deactivated' : 'languagesAdmin.activated', { language: row.language_name })),
                          onError: (mutationError) => toast.error(errorMessage(t, mutationError)),
                          onSettled: () => setPending(null),
                        },
                      );
                    }}
                  >
                    {row.is_active ? t('testimonialsAdmin.on') : t('testimonialsAdmin.off')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id="language-default-help" className={screen.muted}>
        {t('languagesAdmin.defaultHelp')}
      </p>
    </div>
  );
}
