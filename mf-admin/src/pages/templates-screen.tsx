// /config-blogmr/plantillas: the engagement letter's template per language ({{client_name}},
// {{matter_title}} and {{lawyer_name}} are filled in when a letter is written from it).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type Language } from 'shared-i18n';
import { Button, LoadingFallback } from 'shared-ui';
import { atLimit, controlClassName, FormField } from 'shared-ui/form-field';
import { CLIENT_AREA_LIMITS } from '@/features/client-area/lib/limits';
import { toast } from 'shared-ui/toaster';
import { errorMessage } from '@/lib/errors';
import styles from '@/components/screen.module.css';
import { templatesQueryOptions } from '@/features/client-area/api/get-templates';
import { useSaveTemplate } from '@/features/client-area/api/save-template';

function TemplateForm({ language, body }: { language: Language; body: string }) {
  const { t } = useTranslation('admin');
  const save = useSaveTemplate();
  const [text, setText] = useState(body);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('clientArea.errors.required'));
    setError(undefined);
    save.mutate(
      { language, body: text },
      { onSuccess: () => toast.success(t('clientArea.templates.saved')), onError: (failure) => toast.error(errorMessage(t, failure)) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className={styles.filters}>
      <FormField
        label={t(`clientArea.languages.${language}`)}
        error={error}
        help={t('clientArea.templates.help')}
        notice={atLimit(text, CLIENT_AREA_LIMITS.templateBody) ? t('errors.limitReached', { max: CLIENT_AREA_LIMITS.templateBody }) : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            rows={10}
            lang={language}
            className={controlClassName}
            maxLength={CLIENT_AREA_LIMITS.templateBody}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('clientArea.templates.save')}
        </Button>
      </div>
    </form>
  );
}

export default function TemplatesScreen() {
  const { t } = useTranslation('admin');
  const templates = useQuery(templatesQueryOptions());
  const [language, setLanguage] = useState<Language>('es');
  return (
    <section data-page="admin:plantillas" className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1>{t('screens.plantillas')}</h1>
          <p className={styles.lead}>{t('clientArea.templates.lead')}</p>
        </div>
      </header>
      <FormField label={t('clientArea.invite.language')}>
        {(control) => (
          <select {...control} className={controlClassName} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`clientArea.languages.${code}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {templates.isPending ? (
        <LoadingFallback />
      ) : (
        <TemplateForm key={language} language={language} body={templates.data?.find((template) => template.language === language)?.body ?? ''} />
      )}
    </section>
  );
}
