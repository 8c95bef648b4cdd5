// Edit one text in one language: save an override, or revert to the shipped file value.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageDirection, type Language } from 'shared-i18n';
import { Button } from 'shared-ui';
import { atLimit, controlClassName, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { errorMessage } from '@/lib/errors';
import screen from '@/components/screen.module.css';
import { useRemoveOverride } from '../api/remove-override';
import { useSaveOverride } from '../api/save-override';
import { effective, OVERRIDABLE_KEY, type Entry } from '../lib/entries';

/** An override's text at most (translationsAdmin.errors.tooLong says 10,000): the field's maxLength too. */
const TRANSLATION_MAX_LENGTH = 10_000;

export function TranslationEditor({ namespace, language, entry, onDone }: { namespace: string; language: Language; entry: Entry; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(effective(entry, language));
  const [error, setError] = useState('');
  const save = useSaveOverride();
  const remove = useRemoveOverride();
  const fileValue = entry.file[language];
  const overridden = entry.override[language] !== undefined;
  const overridable = OVERRIDABLE_KEY.test(entry.key);

  const submit = () => {
    if (!value.trim()) return setError(t('translationsAdmin.errors.empty'));
    if (value.length > TRANSLATION_MAX_LENGTH) return setError(t('translationsAdmin.errors.tooLong'));
    setError('');
    save.mutate(
      { namespace, key: entry.key, language, value },
      {
        onSuccess: () => {
          toast.success(t('translationsAdmin.saved'));
          onDone();
        },
        onError: (saveError) => setError(errorMessage(t, saveError)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <dl className={screen.detail}>
        <dt>{t('translationsAdmin.key')}</dt>
        <dd>
          <code>
            {namespace}:{entry.key}
          </code>
        </dd>
        <dt>{t('translationsAdmin.spanish')}</dt>
        <dd lang="es">{entry.spanish || t('translationsAdmin.none')}</dd>
        <dt>{t('translationsAdmin.fileValue')}</dt>
        <dd lang={language} dir={languageDirection(language)} data-testid="file-value">
          {fileValue || t('translationsAdmin.none')}
        </dd>
      </dl>
      {overridable ? (
        <>
          <FormField
            label={t('translationsAdmin.valueIn', { language: LANGUAGES[language].nativeName })}
            error={error}
            help={t('translationsAdmin.valueHelp')}
            notice={atLimit(value, TRANSLATION_MAX_LENGTH) ? t('errors.limitReached', { max: TRANSLATION_MAX_LENGTH }) : undefined}
          >
            {(control) => (
              <textarea
                {...control}
                lang={language}
                dir={languageDirection(language)}
                rows={4}
                maxLength={TRANSLATION_MAX_LENGTH}
                className={controlClassName}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            )}
          </FormField>
          <div className={screen.actions}>
            <Button type="submit" disabled={save.isPending}>
              {t('translationsAdmin.save')}
            </Button>
            {overridden && (
              <Button
                variant="secondary"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { namespace, key: entry.key, language },
                    {
                      onSuccess: () => {
                        toast.success(t('translationsAdmin.reverted'));
                        onDone();
                      },
                      onError: (removeError) => setError(errorMessage(t, removeError)),
                    },
                  )
                }
              >
                {t('translationsAdmin.revert')}
              </Button>
            )}
          </div>
        </>
      ) : (
        <p className={screen.error}>{t('translationsAdmin.errors.keyShape')}</p>
      )}
    </form>
  );
}
